import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { SELF_PROFILE_PIN_FILTERS, type SelfProfilePinFilter } from '../../../shared/domain/profileViewSettings';
import { colorHueLabel, type ColorHue } from '../../../shared/domain/colorHue';
import { choosesFacet, profilePinFilterLabel, profilePinFilters, type ProfileTab } from '../../../shared/domain/profilePinFilters';
import { Button } from '../../ui/Button';
import { useClientStyle } from '../../ui/useHydrated';
import { useUserPinFacetsQuery } from '../feeds/profileFeeds/profileFeedsApi';
import type { ProfilePinFilter as Filter } from './useProfilePinFilter';
// The same menu look as the board view options beside it.
import '../../ui/Menu.css';
import '../../ui/Chip.css';
import './ProfilePinFilter.css';

const isFilter = (value: string): value is SelfProfilePinFilter => (SELF_PROFILE_PIN_FILTERS as readonly string[]).includes(value);

/** A colour to choose, in that colour once hydrated (server HTML carries no style attribute: the CSP refuses them). */
function Swatch({ hue, color, count, pins }: { hue: ColorHue; color: string; count: number; pins: Filter }) {
  const style = useClientStyle({ backgroundColor: color });
  return (
    <button
      type="button"
      className="profile-pin-filter__swatch"
      style={style}
      aria-label={colorHueLabel(hue)}
      title={`${colorHueLabel(hue)} · ${count} Pins`}
      aria-pressed={pins.color === hue}
      onClick={() => pins.chooseColor(pins.color === hue ? undefined : hue)}
    />
  );
}

/** The swatches of COLORS or the interests of INTERESTS, as toggle buttons: pressing the chosen one again shows all. */
function Choices({ tab, pins }: { tab: ProfileTab; pins: Filter }) {
  const { data, isError } = useUserPinFacetsQuery(tab);
  if (isError) return <p className="profile-pin-filter__note">Sorry! The choices could not be loaded.</p>;
  if (!data) return null;
  if (pins.filter === 'COLORS') {
    if (data.colors.length === 0) return <p className="profile-pin-filter__note">No colours to choose from yet.</p>;
    return (
      <div role="group" aria-label="Colors" className="profile-pin-filter__choices">
        {data.colors.map(({ hue, color, count }) => (
          <Swatch key={hue} hue={hue} color={color} count={count} pins={pins} />
        ))}
      </div>
    );
  }
  if (data.interests.length === 0) return <p className="profile-pin-filter__note">No interests to choose from yet.</p>;
  return (
    <div role="group" aria-label="Interests" className="profile-pin-filter__choices">
      {data.interests.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          className="chip profile-pin-filter__chip"
          aria-pressed={pins.interestId === id}
          onClick={() => pins.chooseInterest(pins.interestId === id ? undefined : id)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/**
 * The own-profile pin filter above a tab's pins: a Radix menu of the filters this tab offers (arrow keys move,
 * Enter or Space choose; the choice is stored at once), then the colours or interests to choose from.
 */
export function ProfilePinFilter({ tab, pins }: { tab: ProfileTab; pins: Filter }) {
  return (
    <div className="profile-pin-filter">
      {/* Not modal, as the board view options: the page stays reachable and the menu closes when focus leaves. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button>Filter: {profilePinFilterLabel(pins.filter)}</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu menu--choices" align="center" sideOffset={4}>
            <DropdownMenu.RadioGroup value={pins.filter} onValueChange={(value) => isFilter(value) && pins.choose(value)}>
              {profilePinFilters(tab).map((value) => (
                <DropdownMenu.RadioItem key={value} value={value} className="menu__item menu__item--choice">
                  <DropdownMenu.ItemIndicator className="menu__check" aria-hidden="true">
                    ✓
                  </DropdownMenu.ItemIndicator>
                  {profilePinFilterLabel(value)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {choosesFacet(pins.filter) && <Choices tab={tab} pins={pins} />}
    </div>
  );
}
