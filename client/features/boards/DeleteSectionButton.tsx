import type { BoardDetail } from '../../../shared/contracts/board';
import { formatCount } from '../../../shared/domain/formats';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../toast/toastSlice';
import { useSectionDeleteMutation } from './boardsApi';
import { ConfirmButton } from '../../ui/ConfirmButton';

type Section = BoardDetail['sections'][number];

/** Delete section, after a confirmation saying that its pins stay on the board (the server moves them back). */
export function DeleteSectionButton({ section, boardName, onDeleted }: { section: Section; boardName: string; onDeleted?: () => void }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useSectionDeleteMutation();

  const confirm = async () => {
    const result = await remove({ section_id: section.id });
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
    <ConfirmButton
      label="Delete"
      name={`Delete section ${section.title}`}
      title={`Delete ${section.title}?`}
      confirmLabel="Delete section"
      onConfirm={confirm}
      busy={isLoading}
    >
      {pins} The section itself cannot be brought back.
    </ConfirmButton>
  );
}
