import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useState } from 'react';
import { PIN_DENSITIES, pinDensityLabel } from '../../../shared/domain/boardListOptions';
import { BOARD_FILTERS, BOARD_SORT_ORDERS, boardFilterLabel, boardSortLabel } from '../../../shared/domain/profileViewSettings';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useIsOwnProfile, useProfileView } from './useProfileView';
import '../../ui/Menu.css';
import './BoardViewOptions.css';
import { useUserSettingsUpdateMutation } from '../userSettings/viewSettings/viewSettingsApi';
import type { ProfileViewSettings } from '../../../shared/contracts/userSettings';

const ReorderBoardsDialog = lazy(() => import('./ReorderBoardsDialog'));

function OptionsIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 19.5a1.75 1.75 0 1 1 .001-3.501A1.75 1.75 0 0 1 9 19.5M22.25 16h-8.321c-.724-2.034-2.646-3.5-4.929-3.5S4.795 13.966 4.071 16H1.75a1.75 1.75 0 0 0 0 3.5h2.321C4.795 21.534 6.717 23 9 23s4.205-1.466 4.929-3.5h8.321a1.75 1.75 0 0 0 0-3.5M15 4.5a1.75 1.75 0 1 1-.001 3.501A1.75 1.75 0 0 1 15 4.5M1.75 8h8.321c.724 2.034 2.646 3.5 4.929 3.5s4.205-1.466 4.929-3.5h2.321a1.75 1.75 0 0 0 0-3.5h-2.321C19.205 2.466 17.283 1 15 1s-4.205 1.466-4.929 3.5H1.75a1.75 1.75 0 0 0 0 3.5" />
    </svg>
  );
}

type Setting = Exclude<keyof ProfileViewSettings, 'selfProfilePinFilter'>;

const options = <V extends string>(values: readonly V[], label: (value: V) => string) => values.map((value) => ({ value, label: label(value) }));

// The own-profile pin filter belongs to the pins tab, not to the boards.
const GROUPS: { key: Setting; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'boardSortOrder', label: 'Sort by', options: options(BOARD_SORT_ORDERS, boardSortLabel) },
  { key: 'boardFilter', label: 'Show', options: options(BOARD_FILTERS, boardFilterLabel) },
  { key: 'profilePinDensity', label: 'Pin size on profiles', options: options(PIN_DENSITIES, pinDensityLabel) },
  { key: 'boardPinDensity', label: 'Pin size on boards', options: options(PIN_DENSITIES, pinDensityLabel) },
];

/**
 * The view options of the viewer's own boards (profile view settings): sort, filter and pin sizes, as radio groups in
 * a Radix menu (arrow keys move, Enter or Space choose). A choice is stored at once; with the custom order, a button
 * beside the menu opens the reorder dialog. Nothing shows on someone else's profile.
 */
export function BoardViewOptions({ username }: { username: string }) {
  const own = useIsOwnProfile(username);
  const { settings } = useProfileView();
  const [update] = useUserSettingsUpdateMutation();
  const [reordering, setReordering] = useState(false);
  if (!own) return null;

  const choose = (key: Setting, value: string) => {
    if (settings[key] !== value) void update({ profile_view: { [key]: value } });
  };

  return (
    <div className="board-view-options">
      {settings.boardSortOrder === 'custom' && <Button onClick={() => setReordering(true)}>Reorder boards</Button>}
      {/* Not modal: the page stays in the accessibility tree (a modal menu hides it, focusable skip link included) and
          the menu closes when focus or a click leaves it. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <IconButton label="Board view options" icon={<OptionsIcon />} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu menu--choices" align="end" sideOffset={4}>
            {GROUPS.map((group, i) => (
              <DropdownMenu.Group key={group.key} aria-labelledby={`board-view-${group.key}`}>
                {i > 0 && <DropdownMenu.Separator className="menu__separator" />}
                <DropdownMenu.Label id={`board-view-${group.key}`} className="menu__label">
                  {group.label}
                </DropdownMenu.Label>
                <DropdownMenu.RadioGroup value={settings[group.key]} onValueChange={(value) => choose(group.key, value)}>
                  {group.options.map(({ value, label }) => (
                    <DropdownMenu.RadioItem key={value} value={value} className="menu__item menu__item--choice" onSelect={(e) => e.preventDefault()}>
                      <DropdownMenu.ItemIndicator className="menu__check" aria-hidden="true">
                        ✓
                      </DropdownMenu.ItemIndicator>
                      {label}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.Group>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {reordering && (
        <Suspense fallback={null}>
          <ReorderBoardsDialog username={username} onClose={() => setReordering(false)} />
        </Suspense>
      )}
    </div>
  );
}
