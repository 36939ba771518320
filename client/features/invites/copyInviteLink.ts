import { TIMINGS } from '../../../shared/constants';
import type { AppDispatch } from '../../app/store';
import { showToast } from '../toast/toastSlice';

/**
 * Copies an invite's url and says so. Where the clipboard is refused, the toast shows the link for longer, to copy
 * by hand.
 */
export async function copyInviteLink(dispatch: AppDispatch, inviteUrl: string, copied: string): Promise<void> {
  const link = new URL(inviteUrl, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(link);
    dispatch(showToast({ parts: copied }));
  } catch {
    dispatch(showToast({ parts: `Copy this invite link: ${link}`, duration: TIMINGS.saveToast }));
  }
}
