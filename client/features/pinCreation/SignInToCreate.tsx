import { useLocation } from 'react-router-dom';
import { loginPromptHeader, type LoginTrigger } from '../../../shared/domain/loginPrompt';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { useLoginGate } from '../loginPrompt/useLoginGate';

/**
 * A signed-out visitor on a creation or edit page: what they were about to do, said as the login prompt says it
 * ('Log in to create a Pin or board', 'Log in to edit this Pin'), and the prompt, coming back here afterwards.
 */
export function SignInToCreate({ title, trigger }: { title: string; trigger: Extract<LoginTrigger, 'createPinOrBoard' | 'edit'> }) {
  const { askToLogIn } = useLoginGate();
  const { pathname, search } = useLocation();
  return (
    <div className="pin-form">
      <PageTitle page={title} />
      <h1>{loginPromptHeader(trigger)}</h1>
      <Button variant="primary" onClick={() => askToLogIn({ trigger, next: `${pathname}${search}` })}>
        Log in
      </Button>
    </div>
  );
}
