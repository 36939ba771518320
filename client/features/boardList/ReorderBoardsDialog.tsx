import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { IconButton } from '../../ui/IconButton';
import { Spinner } from '../../ui/Spinner';
import { useUserBoardsInfiniteQuery } from '../saves/savesApi';
import { useBoardOrderUpdateMutation } from './boardListApi';
import './ReorderBoardsDialog.css';

type Direction = 'up' | 'down';

function ArrowIcon({ direction }: { direction: Direction }) {
  return (
    <svg className={`button__icon reorder-boards__arrow--${direction}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 3.5 11.5l2.1 2.1L10.5 8.7V21h3V8.7l4.9 4.9 2.1-2.1z" />
    </svg>
  );
}

/**
 * The custom board order, changed by keyboard or pointer: each board has Move up and Move down buttons, and every
 * move stores the whole order at once (BoardOrderResource update). Every board of the profile is loaded first, since
 * the order names them all. A refused move is put back and said.
 */
export default function ReorderBoardsDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const feed = useUserBoardsInfiniteQuery({ username, sort: 'custom' }, { refetchOnMountOrArgChange: true });
  const [saveOrder] = useBoardOrderUpdateMutation();
  // The order after this dialog's moves; before the first, the loaded one.
  const [moved, setMoved] = useState<Board[] | null>(null);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

  const { hasNextPage, isFetching, fetchNextPage, currentData } = feed;
  useEffect(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const loaded =
    currentData === undefined || hasNextPage
      ? null
      : [...new Map(currentData.pages.flatMap((p) => p.boards.map((b) => [b.id, b] as const))).values()];
  const order = moved ?? loaded;

  // A moved row is a moved node: keep the keyboard on the button that moved it, or on its other one at an end.
  useEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (!focus || !list.current) return;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>(`[data-board-id="${focus.id}"] button`);
    const [up, down] = [...buttons];
    const wanted = focus.direction === 'up' ? up : down;
    (wanted.getAttribute('aria-disabled') === 'true' ? (focus.direction === 'up' ? down : up) : wanted)?.focus();
  }, [moved]);

  // Saves go one at a time, the newest order next, so quick presses all count and the server keeps the last one.
  const confirmed = useRef<Board[] | null>(null);
  const waiting = useRef<Board[] | null>(null);
  const sending = useRef(false);
  async function flush() {
    const next = waiting.current;
    if (sending.current || !next) return;
    waiting.current = null;
    sending.current = true;
    try {
      await saveOrder({ board_ids: next.map((b) => b.id) }).unwrap();
      confirmed.current = next;
    } catch {
      // Back to what the server holds (null: the order loaded), dropping moves made meanwhile.
      waiting.current = null;
      setMoved(confirmed.current);
      setFailed(true);
    } finally {
      sending.current = false;
    }
    void flush();
  }

  const move = (index: number, direction: Direction) => {
    if (!order) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    [next[index], next[to]] = [next[to], next[index]];
    setMoved(next);
    pendingFocus.current = { id: next[to].id, direction };
    setFailed(false);
    waiting.current = next;
    void flush();
  };

  let content;
  if (feed.isError && !order) content = <ErrorNotice error={feed.error} onRetry={feed.refetch} />;
  else if (!order) content = <Spinner label="Loading boards" />;
  else {
    content = (
      <ol className="reorder-boards__list" ref={list}>
        {order.map((board, i) => (
          <li key={board.id} className="reorder-boards__row" data-board-id={board.id}>
            <span className="reorder-boards__name">{board.name}</span>
            <IconButton label={`Move ${board.name} up`} icon={<ArrowIcon direction="up" />} aria-disabled={i === 0} onClick={() => move(i, 'up')} />
            <IconButton
              label={`Move ${board.name} down`}
              icon={<ArrowIcon direction="down" />}
              aria-disabled={i === order.length - 1}
              onClick={() => move(i, 'down')}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title="Reorder boards"
      description="Your profile lists your boards in this order."
      className="reorder-boards"
    >
      {failed && (
        <p role="alert" className="dialog__error">
          Sorry! The new order could not be saved.
        </p>
      )}
      {content}
      <Dialog.Close asChild>
        <Button variant="primary">Done</Button>
      </Dialog.Close>
    </DialogFrame>
  );
}
