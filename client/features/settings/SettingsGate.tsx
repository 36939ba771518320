import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import './SettingsPage.css';

/** Settings are a signed-in person's own: signed out, the page offers to log in and comes back here. */
export function SettingsGate({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useAppSelector(selectViewer);
  const { askToLogIn } = useLoginGate();
  const { pathname } = useLocation();
  if (viewer === null) return <Spinner label="Loading" />;
  if (!viewer.isAuth) {
    return (
      <div className="settings">
        <PageTitle page={title} />
        <h1>Log in to see your settings</h1>
        <Button variant="primary" onClick={() => askToLogIn({ trigger: 'default', next: pathname })}>
          Log in
        </Button>
      </div>
    );
  }
  return (
    <div className="settings">
      <PageTitle page={title} />
      {children}
    </div>
  );
}
