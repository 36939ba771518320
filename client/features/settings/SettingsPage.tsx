import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { SettingsGate } from './SettingsGate';

/** Every settings page, each with what it is for; new ones are added to this list. */
const SETTINGS = [
  { to: '/settings/profile', title: 'Edit profile', about: 'Your photo, name, username and what others read about you.' },
  { to: '/settings/account', title: 'Account', about: 'Change the email you sign in with, or delete your account.' },
  { to: '/settings/import-export', title: 'Import and export', about: 'Download your boards and Pins, or bring them in from an archive.' },
  { to: '/settings/appearance', title: 'Appearance', about: 'Light, dark, or whatever your device is set to.' },
  { to: '/settings/password', title: 'Password', about: 'Change your password, or sign out on every device.' },
  { to: '/settings/browser-button', title: 'Browser button', about: 'Save images from any website with the Save to Pinboard bookmarklet.' },
];

/** Only for operators: the viewer says who is one, and the page's endpoints check again. */
const OPERATOR_SETTINGS = [
  { to: '/admin/experiences', title: 'Experiences', about: 'Author the banners, modals and other messages people see, and retire them.' },
];

/** `/settings`: the index of the settings pages. */
export default function SettingsPage() {
  const viewer = useAppSelector(selectViewer);
  const isOperator = viewer?.isAuth === true && viewer.isOperator;
  return (
    <SettingsGate title="Settings">
      <h1>Settings</h1>
      <ul className="settings__list">
        {(isOperator ? [...SETTINGS, ...OPERATOR_SETTINGS] : SETTINGS).map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="settings__entry">
              <span className="settings__entry-title">{s.title}</span>
              <span className="settings__entry-about">{s.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsGate>
  );
}
