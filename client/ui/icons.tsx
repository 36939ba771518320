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

export function Logo() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#e60023" />
      <path
        fill="#ffffff"
        d="M12.3 5C8.4 5 6.4 7.8 6.4 10.1c0 1.4.5 2.7 1.7 3.1.2.1.4 0 .4-.2l.2-.7c.1-.2 0-.3-.1-.5-.3-.4-.6-1-.6-1.7 0-2.2 1.7-4.2 4.3-4.2 2.4 0 3.7 1.4 3.7 3.4 0 2.6-1.1 4.7-2.8 4.7-.9 0-1.6-.8-1.4-1.7.3-1.1.8-2.4.8-3.2 0-.7-.4-1.4-1.2-1.4-1 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.7c-.3 1.4 0 3.1 0 3.3 0 .1.1.1.2.1.1-.1 1-1.2 1.3-2.4l.5-2c.3.5 1 .9 1.8.9 2.4 0 4-2.2 4-5.1C16.8 7 15 5 12.3 5"
      />
    </svg>
  );
}
