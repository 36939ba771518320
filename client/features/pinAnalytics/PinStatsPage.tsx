import { useParams } from 'react-router-dom';
import type { PinStats } from '../../../shared/contracts/pinStats';
import { ButtonLink } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { MessagePage } from '../../ui/MessagePage';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { SignedInGate } from '../loginPrompt/SignedInGate';
import { usePinStatsQuery } from '../pinStats/pinStatsApi';
import { StatsChart } from '../pinStats/StatsChart';
import { StatValue } from '../pinStats/StatValue';
import { METRIC_LABELS } from '../pinStats/statFormat';
import { PIN_STATS } from '../../../shared/constants';
import './PinStatsPage.css';

const TITLE = 'Pin stats';

function Totals({ stats }: { stats: PinStats }) {
  return (
    <dl className="pin-stats__totals">
      {PIN_STATS.metrics.map((m) => (
        <div key={m} className="pin-stats__total">
          <dt>{METRIC_LABELS[m].name}</dt>
          <dd>
            <StatValue value={stats.totals[m]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Stats({ pinId }: { pinId: string }) {
  const { data, error, isLoading, refetch } = usePinStatsQuery({ pin_id: pinId });
  const status = (error as { status?: number } | undefined)?.status;
  if (status === 404 || status === 400) return <NotFound what="pin" />;
  if (status === 403) {
    return (
      <MessagePage title="These stats are private">Only the Pin&apos;s owner, or someone who manages their profile, can see its stats.</MessagePage>
    );
  }
  return (
    <div className="pin-stats">
      <PageTitle page={TITLE} />
      <h1>{TITLE}</h1>
      {isLoading && <Spinner label="Loading stats" />}
      {error && <ErrorNotice error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p className="pin-stats__for">
            {data.role === 'manager' ? 'For a profile you manage. ' : ''}
            <ButtonLink to={`/pin/${pinId}/`} variant="tertiary">
              Back to the Pin
            </ButtonLink>
          </p>
          <section aria-labelledby="pin-stats-totals">
            <h2 id="pin-stats-totals">Last 30 days</h2>
            <Totals stats={data} />
          </section>
          <section aria-labelledby="pin-stats-days">
            <h2 id="pin-stats-days">Day by day</h2>
            {data.metrics.length > 0 ? <StatsChart stats={data} /> : <p>This Pin&apos;s stats are not available yet.</p>}
          </section>
        </>
      )}
    </div>
  );
}

/** `/pin/{id}/analytics`, reached by the card's 'See more stats': a pin's last 30 days for its owner. */
export default function PinStatsPage() {
  const { id = '' } = useParams();
  return (
    <SignedInGate title={TITLE} heading="Log in to see this Pin's stats" className="pin-stats">
      {() => <Stats pinId={id} />}
    </SignedInGate>
  );
}
