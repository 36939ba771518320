import { Button, ButtonLink, type ButtonVariant } from '../../ui/Button';

type HeaderActionProps = {
  /** The words on wide screens, and the accessible name everywhere (phones show the icon alone). */
  label: string;
  /** The icon's 24 x 24 path. */
  iconPath: string;
  variant: ButtonVariant;
} & ({ to: string } | { onClick: () => void; disabled?: boolean });

/** An account action of the header: its words on wide screens, its icon alone on phones (Header.css). */
export function HeaderAction({ label, iconPath, variant, ...action }: HeaderActionProps) {
  const content = (
    <>
      <svg className="header__action-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={iconPath} />
      </svg>
      <span className="header__action-text">{label}</span>
    </>
  );
  return 'to' in action ? (
    <ButtonLink to={action.to} variant={variant} className="header__action" aria-label={label}>
      {content}
    </ButtonLink>
  ) : (
    <Button variant={variant} onClick={action.onClick} disabled={action.disabled} className="header__action" aria-label={label}>
      {content}
    </Button>
  );
}
