import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SignedInViewer } from '../../../shared/contracts/user';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from './useLoginGate';

/**
 * A page that is a signed-in person's own: until the viewer is known a spinner; signed out, `heading` and a Log in
 * button that comes back here; signed in, the page itself, given the viewer.
 */
export function SignedInGate({
  title,
  heading,
  className,
  children,
}: {
  title: string;
  heading: string;
  className: string;
  children: (viewer: SignedInViewer) => ReactNode;
}) {
  const viewer = useAppSelector(selectViewer);
  const { askToLogIn } = useLoginGate();
  const { pathname } = useLocation();
  if (viewer === null) return <Spinner label="Loading" />;
  if (!viewer.isAuth) {
    return (
      <div className={className}>
        <PageTitle page={title} />
        <h1>{heading}</h1>
        <Button variant="primary" onClick={() => askToLogIn({ trigger: 'default', next: pathname })}>
          Log in
        </Button>
      </div>
    );
  }
  return children(viewer);
}
