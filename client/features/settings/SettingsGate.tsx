import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { SignedInGate } from '../loginPrompt/SignedInGate';
import './SettingsPage.css';

/** Settings are a signed-in person's own: signed out, the page offers to log in and comes back here. */
export function SettingsGate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SignedInGate title={title} heading="Log in to see your settings" className="settings">
      {() => (
        <div className="settings">
          <PageTitle page={title} />
          {children}
        </div>
      )}
    </SignedInGate>
  );
}
