import { useState, type ReactNode } from 'react';
import type { FollowListOf } from '../social/followLists/followListsApi';
import FollowListDialog from './FollowListDialog';
import './FollowListButton.css';

/**
 * A followers or following count that opens its list (`name`: whose, as the list's words name them). The list comes
 * with the profile's and the board's chunks rather than as a chunk of its own: every lazy chunk adds its name and
 * hashes to home's script, whose budget is tight.
 */
export function FollowListButton({ of, name, children }: { of: FollowListOf; name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="follow-list-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <FollowListDialog of={of} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
