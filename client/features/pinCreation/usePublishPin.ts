import { useNavigate } from 'react-router-dom';
import type { Pin } from '../../../shared/contracts/pin';
import { useAppDispatch } from '../../app/hooks';
import { formErrors } from '../auth/formErrors';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { showToast } from '../toast/toastSlice';
import { DETAIL_FIELDS, detailOptions, type PinDetails } from './pinDetails';
import type { ImageSource } from './ImagePicker';
import { usePinCreateMutation, usePinUploadMutation } from '../pins/pinsApi';

export interface Publish {
  source: NonNullable<ImageSource>;
  details: PinDetails;
  boardId: string;
  sectionId: string;
  /** PinResource create's method: how the pin was made. */
  method: 'uploaded' | 'scraped' | 'button';
}

/** Every field the creation pages show, so the server's complaint lands on the field it names. */
const PLACED = [...DETAIL_FIELDS, 'image', 'image_url', 'board_id', 'section'] as const;

/** PinResource create from a file (multipart) or an address; then the new pin's closeup and a toast naming its board. */
export function usePublishPin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, created] = usePinCreateMutation();
  const [upload, uploaded] = usePinUploadMutation();
  const error = created.error ?? uploaded.error;
  const { askOn401 } = useLoginGate();

  const publish = async ({ source, details, boardId, sectionId, method }: Publish) => {
    const options = { ...detailOptions(details), board_id: boardId, section: sectionId || undefined, method };
    // A session that ended since the page loaded: the prompt says what was being tried.
    const result = askOn401(
      { trigger: 'createPinOrBoard' },
      source.kind === 'file' ? await upload({ ...options, image: source.file }) : await create({ ...options, image_url: source.url.trim() }),
    );
    if (!result.data) return;
    const pin: Pin = result.data;
    dispatch(showToast({ parts: ['Saved to ', { text: pin.board.name, to: pin.board.url }] }));
    navigate(`/pin/${pin.id}/`);
  };

  return { publish, busy: created.isLoading || uploaded.isLoading, errors: formErrors(error, PLACED) };
}
