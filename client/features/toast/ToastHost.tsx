import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Toast } from '../../ui/Toast';
import { selectToasts, toastHidden, type ToastData } from './toastSlice';

function ToastContent({ toast }: { toast: ToastData }) {
  const navigate = useNavigate();
  return (
    <>
      <p className="toast__text">
        {toast.parts.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : (
            <Link key={i} to={part.to}>
              {part.text}
            </Link>
          ),
        )}
      </p>
      {toast.actions.length > 0 && (
        <div className="toast__actions">
          {toast.actions.map((action) => (
            <Button key={action.label} aria-label={action.ariaLabel} onClick={() => navigate(action.to)}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

/** Shows every raised toast. One polite live region holds them, so each is announced once it appears. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <div className="toast-host" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <Toast key={toast.id} duration={toast.duration} delay={toast.delay} onHide={() => dispatch(toastHidden(toast.id))}>
          <ToastContent toast={toast} />
        </Toast>
      ))}
    </div>
  );
}
