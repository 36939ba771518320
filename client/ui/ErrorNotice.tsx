import { Button } from './Button';
import './ErrorNotice.css';

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return 'Something went wrong.';
}

/** A failed request, said in the server's words, with a way to try again. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="error-notice" role="alert">
      <p>{messageOf(error)}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
