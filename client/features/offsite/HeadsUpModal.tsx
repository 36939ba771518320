import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import type { Warning } from './clickOut';
import { SPAM_GUIDELINES_PATH } from './spamGuidelinesPath';
import './HeadsUpModal.css';

function WarningIcon() {
  return (
    <svg className="heads-up__icon" viewBox="0 0 24 24" width="32" height="32" role="img" aria-label="Warning icon" focusable="false">
      <path d="M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
    </svg>
  );
}

interface HeadsUpModalProps {
  warning: Warning;
  /** The link clicked: the focus goes back to it, as the page it was on stays. */
  opener: HTMLElement;
  onClose: () => void;
}

/**
 * Why a click out was stopped (the spam check said blocked, suspicious or porn): the server's message, the host the
 * link goes to, where our spam rules are explained, and 'Okay', which closes it and leaves the person where they were.
 * Texts are rendered as text. 'Okay' takes the focus, so Enter or Space dismisses it at once.
 */
export function HeadsUpModal({ warning, opener, onClose }: HeadsUpModalProps) {
  const okay = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title="Heads up!"
      className="heads-up"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        okay.current?.focus();
      }}
      // The modal mounts when the check answers and unmounts on close: the link is named, not left to what Radix saw focused.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.focus();
      }}
    >
      <WarningIcon />
      <p className="dialog__description">{warning.message}</p>
      <p className="heads-up__host">{warning.host}</p>
      <div className="dialog__actions">
        <Link className="heads-up__learn-more" to={SPAM_GUIDELINES_PATH} onClick={onClose}>
          Learn more
        </Link>
        {/* A plain button: ui/Button takes no ref, and the focus must start here. */}
        <button ref={okay} type="button" className={buttonClass('primary')} onClick={onClose}>
          Okay
        </button>
      </div>
    </DialogFrame>
  );
}
