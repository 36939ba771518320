import { useState } from 'react';
import type { BoardDetail } from '../../../shared/contracts/board';
import { formatCount } from '../../../shared/domain/formats';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { useSectionDeleteMutation } from './boardsApi';
import { ConfirmDialog } from './ConfirmDialog';

type Section = BoardDetail['sections'][number];

/** Delete section, after a confirmation saying that its pins stay on the board (the server moves them back). */
export function DeleteSectionButton({ section, boardName, onDeleted }: { section: Section; boardName: string; onDeleted?: () => void }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useSectionDeleteMutation();

  const confirm = async () => {
    const result = await remove({ section_id: section.id });
    setOpen(false);
    if (result.error) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    dispatch(showToast({ parts: `Section ${section.title} deleted` }));
    onDeleted?.();
  };

  const n = section.pinCount;
  const pins = n === 0 ? 'It has no pins.' : `Its ${formatCount(n, 'pin', 'pins')} ${n === 1 ? 'goes' : 'go'} back to ${boardName}.`;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`Delete section ${section.title}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${section.title}?`}
        confirmLabel="Delete section"
        onConfirm={() => void confirm()}
        busy={isLoading}
      >
        {pins} The section itself cannot be brought back.
      </ConfirmDialog>
    </>
  );
}
