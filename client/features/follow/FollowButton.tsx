import { Button } from '../../ui/Button';
import type { FollowKey } from '../social/socialApi';
import { useFollow } from './useFollow';

interface FollowButtonProps {
  target: FollowKey;
  className?: string;
}

/**
 * Follow / Unfollow for a user or board. The label names what a press does; signed out, a press asks to log in
 * (useFollowChange). While the call runs the button stays focusable and presses are ignored.
 */
export function FollowButton({ target, className }: FollowButtonProps) {
  const { followed, pending, toggle } = useFollow(target);
  return (
    <Button variant={followed ? 'secondary' : 'primary'} className={className} aria-disabled={pending || undefined} onClick={() => void toggle()}>
      {followed ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
