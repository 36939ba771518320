import { ErrorNotice } from '../../ui/ErrorNotice';
import { MessagePage } from '../../ui/MessagePage';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { SignedInGate } from '../loginPrompt/SignedInGate';
import { useExperienceAdminListQuery } from '../experiences/admin/experienceAdminApi';
import { ExperienceForm } from './ExperienceForm';
import { ExperienceList } from './ExperienceList';
import './ExperienceAdminPage.css';

const TITLE = 'Experiences';

const notAnOperator = (
  <MessagePage title="Only operators can author experiences">
    This account is not an operator. The site&apos;s administrator can make it one with the admin command.
  </MessagePage>
);

function Tools() {
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useExperienceAdminListQuery({ include_retired: true });
  // The viewer said operator, but the server decides each call: a role revoked since the page loaded is a 403.
  if ((error as { status?: number } | undefined)?.status === 403) return notAnOperator;
  return (
    <div className="exp-admin">
      <PageTitle page={TITLE} />
      <h1>{TITLE}</h1>
      <section aria-labelledby="exp-admin-list">
        <h2 id="exp-admin-list">By placement</h2>
        {isLoading && <Spinner label="Loading experiences" />}
        {error && <ErrorNotice error={error} onRetry={() => void refetch()} />}
        {data && <ExperienceList experiences={data} now={fulfilledTimeStamp ?? 0} />}
      </section>
      <section aria-labelledby="exp-admin-new">
        <h2 id="exp-admin-new">New experience</h2>
        <ExperienceForm />
      </section>
    </div>
  );
}

/** `/admin/experiences`: operators author, schedule and retire experiences; anyone else is told why they cannot. */
export default function ExperienceAdminPage() {
  return (
    <SignedInGate title={TITLE} heading="Log in to author experiences" className="exp-admin">
      {(viewer) => (viewer.isOperator ? <Tools /> : notAnOperator)}
    </SignedInGate>
  );
}
