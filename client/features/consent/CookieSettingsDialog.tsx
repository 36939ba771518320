import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import type { CookieChoices } from '../../../shared/domain/cookieConsent';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { SAVE_FAILED } from './consentText';
import { COOKIE_SETTINGS } from './cookieSettingsText';
import './CookieSettingsDialog.css';

interface CookieSettingsDialogProps {
  /** Where the boxes start: the viewer's current choice (all off while undecided). */
  initial: CookieChoices;
  saving: boolean;
  failed: boolean;
  onSave: (choices: CookieChoices) => void;
  onClose: () => void;
}

/** The settings modal the banner's Choose opens: one box per setting (analytic, marketing, personalization), then Save. */
export function CookieSettingsDialog({ initial, saving, failed, onSave, onClose }: CookieSettingsDialogProps) {
  const [choices, setChoices] = useState<CookieChoices>(initial);
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(choices);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cookie-settings__overlay" />
        <Dialog.Content className="cookie-settings">
          <div className="cookie-settings__header">
            <Dialog.Title className="cookie-settings__title">Cookie settings</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close" icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="cookie-settings__description">
            Choose which optional cookies Pinboard may use. Cookies that keep you signed in and secure are always on.
          </Dialog.Description>
          <form className="cookie-settings__form" onSubmit={submit}>
            {COOKIE_SETTINGS.map(({ flag, label, detail }) => (
              <div key={flag} className="cookie-settings__option">
                <input
                  id={`${baseId}-${flag}`}
                  type="checkbox"
                  checked={choices[flag]}
                  onChange={(event) => setChoices({ ...choices, [flag]: event.target.checked })}
                  aria-describedby={`${baseId}-${flag}-detail`}
                />
                <div>
                  <label htmlFor={`${baseId}-${flag}`} className="cookie-settings__label">
                    {label}
                  </label>
                  <p id={`${baseId}-${flag}-detail`} className="cookie-settings__detail">
                    {detail}
                  </p>
                </div>
              </div>
            ))}
            {failed && (
              <p className="cookie-settings__error" role="alert">
                {SAVE_FAILED}
              </p>
            )}
            <Button type="submit" variant="primary" className="cookie-settings__save" aria-busy={saving}>
              Save
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
