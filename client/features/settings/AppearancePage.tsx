import { useId, useState } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/domain/theme';
import { useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { applyTheme, storedTheme, storeTheme } from '../appearance/theme';
import { selectViewer } from '../auth/authSlice';
import { useAppearanceSaveMutation } from '../userSettings/appearance/appearanceApi';
import { useUserSettingsQuery } from '../userSettings/userSettingsApi';
import './SettingsPage.css';

const LABELS: Record<ThemeChoice, string> = {
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
};

const TITLE = 'Appearance';

/**
 * `/settings/appearance`: light, dark, or the device's colour scheme. Unlike the other settings pages it is for
 * signed-out visitors too, whose choice this browser keeps; a signed-in person's is kept with their account. A choice
 * shows at once.
 */
export default function AppearancePage() {
  const viewer = useAppSelector(selectViewer);
  if (viewer === null) return <Spinner label="Loading" />;
  return (
    <div className="settings">
      <PageTitle page={TITLE} />
      <h1>{TITLE}</h1>
      {viewer.isAuth ? <AccountTheme /> : <BrowserTheme />}
    </div>
  );
}

function BrowserTheme() {
  const [theme, setTheme] = useState(storedTheme);
  const choose = (choice: ThemeChoice) => {
    setTheme(choice);
    storeTheme(choice);
    applyTheme(choice);
  };
  return <ThemeChoices value={theme} onChoose={choose} hint="Kept in this browser. Log in to keep it with your account, on every device." />;
}

function AccountTheme() {
  const { data, isLoading } = useUserSettingsQuery();
  const [save, { isError }] = useAppearanceSaveMutation();
  if (isLoading || !data) return <Spinner label="Loading" />;
  const choose = async (choice: ThemeChoice) => {
    const before = data.appearance.theme;
    applyTheme(choice);
    // Refused or not sent: the page goes back to what the account has.
    if ('error' in (await save(choice))) applyTheme(before);
  };
  return (
    <>
      <ThemeChoices
        value={data.appearance.theme}
        onChoose={(choice) => void choose(choice)}
        hint="Kept with your account, on every device you log in on."
      />
      {isError && <p role="alert">We could not save your choice. Check your connection and try again.</p>}
    </>
  );
}

function ThemeChoices({ value, onChoose, hint }: { value: ThemeChoice; onChoose: (choice: ThemeChoice) => void; hint: string }) {
  const hintId = useId();
  return (
    <fieldset className="appearance__choices" aria-describedby={hintId}>
      <legend>Theme</legend>
      {THEME_CHOICES.map((choice) => (
        <label key={choice} className="appearance__choice">
          <input type="radio" name="theme" value={choice} checked={value === choice} onChange={() => onChoose(choice)} />
          {LABELS[choice]}
        </label>
      ))}
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </fieldset>
  );
}
