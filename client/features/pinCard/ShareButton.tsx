import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../toast/toastSlice';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M21 14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2v-6a2 2 0 1 1 4 0v4h14v-4a2 2 0 0 1 2-2M8.8 8.8a2 2 0 1 1-2.8-2.8L12 0l6 6a2 2 0 1 1-2.8 2.8L14 7.7V16a2 2 0 1 1-4 0V7.7z" />
    </svg>
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface ShareButtonProps {
  /** The pin's own path; shared as an absolute URL on this site. */
  pinPath: string;
  title: string;
}

/**
 * The card's share control. Where the system share sheet exists (phones, some desktops) it opens that; elsewhere the
 * pin's link goes to the clipboard and a toast says so, since a copy is otherwise invisible.
 */
export function ShareButton({ pinPath, title }: ShareButtonProps) {
  const dispatch = useAppDispatch();

  const share = async () => {
    const url = new URL(pinPath, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(title ? { title, url } : { url });
        return;
      } catch (error) {
        // Closing the sheet is the viewer's answer. Any other refusal (not allowed here) falls back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      // No clipboard API outside secure contexts (a self-hosted server on plain http): say so rather than pretend.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      dispatch(showToast({ parts: 'Link copied to clipboard' }));
    } catch {
      dispatch(showToast({ parts: "Couldn't copy the link" }));
    }
  };

  return (
    <button type="button" className="hover-overlay__share" aria-label="Share" title="Share" onClick={() => void share()}>
      <ShareIcon />
    </button>
  );
}
