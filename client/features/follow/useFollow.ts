import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { selectFollowState, useFollowChangeMutation, type FollowKey } from '../social/socialApi';

/**
 * Follow or unfollow anything: a Follow button, the pin menu, the feedback overlay. A signed-out visitor, or one whose
 * session ended since the page loaded (the server answers 401), is asked to log in with the header for what they tried
 * ('Log in to follow' / 'Log in to unfollow'). `change` resolves true when the change went through; the entity was
 * updated by then (socialApi).
 */
export function useFollowChange() {
  const { whenSignedIn } = useLoginGate();
  const [call, { isLoading }] = useFollowChangeMutation();

  const change = useCallback(
    async (target: FollowKey, follow: boolean): Promise<boolean> => {
      const prompt = { trigger: follow ? 'follow' : 'unfollow' } as const;
      const result = await whenSignedIn(prompt, () => call({ target: { kind: target.kind, id: target.id }, follow }));
      return result !== undefined && !result.error;
    },
    [call, whenSignedIn],
  );
  return { change, pending: isLoading };
}

export interface FollowControl {
  /** Whether the viewer follows it now, as its entity says (false while the entity is not loaded). */
  followed: boolean;
  /** A call is running: toggles are ignored until it ends. */
  pending: boolean;
  /** Unfollows when followed, else follows; resolves true when the change went through. */
  toggle: () => Promise<boolean>;
}

/** The follow state and toggle of one user, board or interest, for a Follow button. */
export function useFollow(target: FollowKey): FollowControl {
  const followed = useAppSelector((state) => selectFollowState(state, target)?.followed === true);
  const { change, pending } = useFollowChange();
  const toggle = useCallback(async () => (pending ? false : change(target, !followed)), [change, followed, pending, target]);
  return { followed, pending, toggle };
}

/** A user's follow state and toggle (profile headers, the closeup's pinner). */
export const useFollowUser = (userId: string): FollowControl => useFollow({ kind: 'user', id: userId });

/** A board's follow state and toggle (board pages). */
export const useFollowBoard = (boardId: string): FollowControl => useFollow({ kind: 'board', id: boardId });
