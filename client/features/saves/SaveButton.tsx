import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPinById } from '../../entities/pinsSlice';
import { prefersReducedMotion } from '../../ui/reducedMotion';
import { loadedSaveFlow, loadSaveFlow, type SaveFlow } from './loadSaveFlow';
import { savedBoardLabel } from './savedBoardLabel';
import { saveStatusOf, selectInFlight, type SaveStatus } from './saveSlice';
import './SaveButton.css';

interface SaveButtonProps {
  pinId: string;
  /** Extra class for where it sits (the card's hover overlay styles `hover-overlay__save`). */
  className?: string;
}

/** True for `ms` after a save lands here (saving, then saved), then false again. */
function useJustSaved(status: SaveStatus, ms: number): boolean {
  const [justSaved, setJustSaved] = useState(false);
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === 'saving' && status === 'saved') setJustSaved(true);
    previous.current = status;
  }, [status]);

  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(false), ms);
    return () => clearTimeout(timer);
  }, [justSaved, ms]);

  return justSaved;
}

/** The board-name line: 'Saved!' just after a save, then (after 950 ms) where it went. */
function useSavedLabel(status: SaveStatus, boardLabel: string | null): string | null {
  const justSaved = useJustSaved(status, TIMINGS.savedBoardNameReveal);
  if (status !== 'saved') return null;
  return justSaved ? 'Saved!' : boardLabel;
}

/**
 * The repin animation: as the save lands the button pulses and a ring spreads from it, gone well before the toast
 * (TIMINGS.repinToastDelay). Not run at all for those who prefer reduced motion.
 */
function useRepinAnimation(status: SaveStatus): boolean {
  return useJustSaved(status, TIMINGS.repinAnimation) && !prefersReducedMotion();
}

const repinTiming = { animationDuration: `${TIMINGS.repinAnimation}ms` };

/**
 * The quick-save control: unsaved, saving, saved, deleting. Clicking saves or unsaves; clicks while a save or unsave
 * runs are ignored. A real toggle button: `aria-pressed` says saved, `aria-busy` says a call is running. It stays
 * focusable while busy (aria-disabled, not disabled) so keyboard focus is not lost.
 */
export function SaveButton({ pinId, className = 'hover-overlay__save' }: SaveButtonProps) {
  const dispatch = useAppDispatch();
  const pin = useAppSelector((state) => selectPinById(state, pinId));
  const inFlight = useAppSelector((state) => selectInFlight(state, pinId));
  const status = saveStatusOf(pin, inFlight);
  const savedInfo = pin?.savedInfo;
  const boardLabel = savedInfo ? savedBoardLabel(savedInfo) : null;
  const savedLabel = useSavedLabel(status, boardLabel);
  const repin = useRepinAnimation(status);
  const busy = status === 'saving' || status === 'deleting';
  const saved = status === 'saved' || status === 'deleting';

  // Shown on the card's hover or focus: the flow loads then, so the click that follows acts at once.
  useEffect(() => void loadSaveFlow(), []);

  const onClick = () => {
    if (busy) return;
    const run = ({ savePin, unsavePin }: SaveFlow) => void dispatch(saved ? unsavePin(pinId) : savePin({ pinId }));
    const flow = loadedSaveFlow();
    if (flow) run(flow);
    else void loadSaveFlow().then(run);
  };

  return (
    <span className="save-control" data-save-state={status}>
      {savedLabel && <span className={`save-control__board${savedLabel === 'Saved!' ? ' save-control__board--just-saved' : ''}`}>{savedLabel}</span>}
      <button
        type="button"
        className={`save-button ${className}${repin ? ' save-button--repin' : ''}`}
        style={repin ? repinTiming : undefined}
        data-pin-id={pinId}
        aria-pressed={saved}
        aria-busy={busy}
        aria-disabled={busy}
        onClick={onClick}
      >
        {saved ? 'Saved' : 'Save'}
        {repin && <span className="save-button__repin" data-testid="repin-animation" style={repinTiming} aria-hidden="true" />}
      </button>
    </span>
  );
}
