import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { selectViewer } from '../auth/authSlice';
import { useFollowChangeMutation } from '../follow/followApi';
import { openLoginPrompt } from '../loginPrompt/loginPromptSlice';

interface BoardFollowButtonProps {
  boardId: string;
  boardUrl: string;
  /** What followSlice says now (this session's change, else the loaded state). */
  following: boolean;
}

/**
 * Follow or unfollow the board. A signed-out visitor is asked to log in first and comes back to the board. The button
 * is disabled while the call runs, so a second click cannot race the first; the new state shows once it succeeded.
 */
export function BoardFollowButton({ boardId, boardUrl, following }: BoardFollowButtonProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectViewer)?.isAuth === true;
  const [change, { isLoading }] = useFollowChangeMutation();
  const onClick = () => {
    if (!signedIn) dispatch(openLoginPrompt({ trigger: 'follow', next: boardUrl }));
    else void change({ target: { kind: 'board', id: boardId }, follow: !following });
  };
  return (
    <Button variant={following ? 'secondary' : 'primary'} disabled={isLoading} onClick={onClick}>
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
