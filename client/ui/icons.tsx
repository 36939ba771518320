/** Decorative icons: the control that holds one carries the accessible name. */

export function SearchIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M10 16a6 6 0 1 1 0-12 6 6 0 0 1 0 12m13.12 2.88-4.26-4.26A9.9 9.9 0 0 0 20 10 10 10 0 1 0 10 20a9.9 9.9 0 0 0 4.62-1.14l4.26 4.26a3 3 0 0 0 4.24-4.24" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8.41 4.59 2 11l6.41 6.41L9.83 16l-4-4H22v-2H5.83l4-4z" />
    </svg>
  );
}

/** Pinboard's own mark: a pushpin on the brand red (not any other service's logo). */
export function Logo() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#e60023" />
      <path fill="#ffffff" d="M9 5.5h6l-1 4.2 2.5 2.3v1.5h-3.6L12 19.5l-.9-6H7.5V12L10 9.7z" />
    </svg>
  );
}

export function LockIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 10V7A6 6 0 0 0 6 7v3H4v14h16V10zM9 7a3 3 0 0 1 6 0v3H9z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18z" />
    </svg>
  );
}
