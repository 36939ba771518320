export type VerifiedBadgeKind = 'merchant' | 'creator';

const LABELS: Record<VerifiedBadgeKind, string> = { merchant: 'Verified merchant', creator: 'Verified creator' };

interface VerifiedBadgeProps {
  kind: VerifiedBadgeKind;
  /** Verified badges come in 12, 16, 20 or 24; the footer's name line uses 16. */
  size?: 12 | 16 | 20 | 24;
}

/** The checkmark beside a name. It is the only carrier of the verified fact, so it has its own accessible name. */
export function VerifiedBadge({ kind, size = 16 }: VerifiedBadgeProps) {
  const label = LABELS[kind];
  return (
    <svg
      className={`verified-badge verified-badge--${kind}`}
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
    >
      <title>{label}</title>
      <circle cx="12" cy="12" r="12" />
      <path fill="#ffffff" d="m10 17.4-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8.4z" />
    </svg>
  );
}
