import { BookmarkletLink } from '../pinCreation/BookmarkletLink';
import { SettingsGate } from './SettingsGate';

/** `/settings/browser-button`: the bookmarklet, also offered on the pin builder, where people look for it in settings. */
export default function BrowserButtonPage() {
  return (
    <SettingsGate title="Browser button">
      <h1>Browser button</h1>
      <BookmarkletLink />
    </SettingsGate>
  );
}
