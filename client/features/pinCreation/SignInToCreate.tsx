import { useLocation } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { useLoginGate } from '../loginPrompt/useLoginGate';

/** A signed-out visitor on a creation page: the login prompt, coming back here afterwards. */
export function SignInToCreate({ title }: { title: string }) {
  const { askToLogIn } = useLoginGate();
  const { pathname, search } = useLocation();
  return (
    <div className="pin-form">
      <PageTitle page={title} />
      <h1>Log in to create Pins</h1>
      <Button variant="primary" onClick={() => askToLogIn({ trigger: 'default', next: `${pathname}${search}` })}>
        Log in
      </Button>
    </div>
  );
}
