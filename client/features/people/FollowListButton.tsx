import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { FollowListOf } from '../social/followLists/followListsApi';
import './FollowListButton.css';

// The list is its own chunk: a profile or board page carries its code only once a count is pressed.
const FollowListDialog = lazy(() => import(/* webpackChunkName: "follow-list" */ './FollowListDialog'));

/** A followers or following count that opens its list (`name`: whose, as the list's words name them). */
export function FollowListButton({ of, name, children }: { of: FollowListOf; name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="follow-list-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FollowListDialog of={of} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
