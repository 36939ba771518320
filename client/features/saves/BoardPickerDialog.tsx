import * as Dialog from '@radix-ui/react-dialog';
import { useAppDispatch } from '../../app/hooks';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { BoardList } from './BoardList';
import { savePin } from './saveFlow';
import { pickerClosed } from './saveSlice';
import './BoardPickerDialog.css';

/** save_behavior 1: the viewer picks the board (or section) each save goes to. Radix keeps focus inside and Esc closes. */
export default function BoardPickerDialog({ pinId }: { pinId: string }) {
  const dispatch = useAppDispatch();
  const pick = (boardId: string, sectionId?: string) => {
    dispatch(pickerClosed());
    void dispatch(savePin({ pinId, boardId, sectionId }));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && dispatch(pickerClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="board-picker__overlay" />
        <Dialog.Content className="board-picker" aria-describedby={undefined}>
          <div className="board-picker__header">
            <Dialog.Title className="board-picker__title">Save to board</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close" icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <BoardList onPick={pick} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
