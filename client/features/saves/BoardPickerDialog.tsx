import { useAppDispatch } from '../../app/hooks';
import { DialogFrame } from '../../ui/Dialog';
import { BoardList } from './BoardList';
import { savePin } from './saveFlow';
import { pickerClosed } from './saveSlice';

/** save_behavior 1: the viewer picks the board (or section) each save goes to. Radix keeps focus inside and Esc closes. */
export default function BoardPickerDialog({ pinId }: { pinId: string }) {
  const dispatch = useAppDispatch();
  const pick = (boardId: string, sectionId?: string) => {
    dispatch(pickerClosed());
    void dispatch(savePin({ pinId, boardId, sectionId }));
  };

  return (
    <DialogFrame onOpenChange={(open) => !open && dispatch(pickerClosed())} title="Save to board" closeButton>
      <BoardList onPick={pick} />
    </DialogFrame>
  );
}
