import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef } from 'react';
import { emptyBoardListText } from '../../../shared/domain/profileViewSettings';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { BoardCard } from '../board/BoardCard';
import { CreateBoardButton } from '../boards/CreateBoardButton';
import { useUserBoardsInfiniteQuery } from '../saves/savesApi';
import { BoardViewOptions } from '../boardList/BoardViewOptions';
import { useProfileBoardsArg } from '../boardList/useProfileView';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useShowMoreFocus } from '../../ui/useShowMoreFocus';
import './ProfileBoards.css';

/**
 * The profile's boards (the Saved tab, above the saved pins), as the viewer may see them, 25 at a time with a
 * 'Show more boards' button. After more arrive, focus moves to the first new board, so a keyboard user carries on
 * where the list grew instead of on a button that may have gone. The owner gets 'Create board' beside the heading.
 */
export function ProfileBoards({ username }: { username: string }) {
  const headingId = useId();
  const viewer = useAppSelector(selectViewer);
  const own = viewer?.isAuth === true && viewer.username.toLowerCase() === username.toLowerCase();
  const navigate = useNavigate();
  // A save elsewhere changes pin counts and covers: every showing of the list asks afresh.
  const arg = useProfileBoardsArg(username);
  const feed = useUserBoardsInfiniteQuery(arg, { refetchOnMountOrArgChange: true });
  // Pages are offsets into an order that a save can change meanwhile, so a board may come again on a later page.
  const boards = [...new Map(feed.currentData?.pages.flatMap((page) => page.boards.map((b) => [b.id, b] as const))).values()];
  const list = useRef<HTMLUListElement>(null);
  const showMore = useShowMoreFocus(boards.length, feed, (from) => list.current?.children[from]?.querySelector('a')?.focus());

  let content;
  if (!feed.currentData) {
    content = feed.isError ? <ErrorNotice error={feed.error} onRetry={feed.refetch} /> : <Spinner label="Loading boards" />;
  } else if (boards.length === 0) {
    content = <p className="profile-boards__empty">{emptyBoardListText(arg === skipToken ? undefined : arg.board_filter)}</p>;
  } else {
    content = (
      <>
        <ul className="profile-boards__grid" ref={list} aria-labelledby={headingId}>
          {boards.map((board) => (
            <li key={board.id}>
              <BoardCard board={board} />
            </li>
          ))}
        </ul>
        {feed.isFetchingNextPage && <Spinner label="Loading more boards" />}
        {feed.isFetchNextPageError && !feed.isFetching ? (
          <ErrorNotice error={feed.error} onRetry={showMore} />
        ) : (
          feed.hasNextPage && (
            <div className="profile-boards__more">
              <Button onClick={showMore}>Show more boards</Button>
            </div>
          )
        )}
      </>
    );
  }

  return (
    <section className="profile-boards" aria-labelledby={headingId}>
      <div className="profile-boards__header">
        <h2 id={headingId} className="profile__section-heading">
          Boards
        </h2>
        <div className="profile-boards__tools">
          <BoardViewOptions username={username} />
          {/* A new board opens at once, as its page is where pins are added and it is edited. */}
          {own && <CreateBoardButton onCreated={(board) => navigate(board.url)} />}
        </div>
      </div>
      {content}
    </section>
  );
}
