import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import type { SelfProfilePinFilter } from '../../../shared/domain/boardListOptions';
import { COLOR_HUES, type ColorHue } from '../../../shared/domain/colorHue';
import { tabPinFilter, type ProfileTab } from '../../../shared/domain/profilePinFilters';
import { useIsOwnProfile, useProfileView } from '../boardList/useProfileView';
import type { UserPinsArgs } from '../feeds/feedsApi';
import { useUserSettingsUpdateMutation } from '../userSettings/userSettingsApi';

/**
 * The colour or interest that completes COLORS or INTERESTS lives in the url: the stored setting names the kind of
 * filter only, and the url keeps the choice across a reload and the back button.
 */
const COLOR_PARAM = 'color';
const INTEREST_PARAM = 'interest';

/** The contracts' id shape (shared/contracts/common.ts), checked here because the client bundle carries no zod. */
const ID = /^[1-9][0-9]{0,17}$/;

const isHue = (value: string | null): value is ColorHue => (COLOR_HUES as readonly (string | null)[]).includes(value);

export interface ProfilePinFilter {
  /** Whether the filter is offered: the viewer's own profile. */
  own: boolean;
  /** Whether the stored filter is known: until then the menu is not shown, so it never reads 'All Pins' first. */
  settled: boolean;
  /** The stored filter as it applies on this tab. */
  filter: SelfProfilePinFilter;
  color: ColorHue | undefined;
  interestId: string | undefined;
  /** The pins query, skipToken until the viewer's settings are known (so the pins are not fetched twice). */
  args: UserPinsArgs | typeof skipToken;
  choose(filter: SelfProfilePinFilter): void;
  chooseColor(color: ColorHue | undefined): void;
  chooseInterest(id: string | undefined): void;
}

function filterOptions(filter: SelfProfilePinFilter, color: ColorHue | undefined, interestId: string | undefined) {
  if (filter === 'COLORS') return color ? { pin_filter: filter, color } : {};
  if (filter === 'INTERESTS') return interestId ? { pin_filter: filter, interest_id: interestId } : {};
  return filter === 'none' ? {} : { pin_filter: filter };
}

/**
 * The own-profile pin filter of a profile tab: the stored setting (chosen through UserSettingsResource update, shown
 * at once and put back with a toast if refused), the colour or interest from the url, and the pins query they make.
 * Until a colour or interest is chosen, COLORS and INTERESTS show every pin.
 */
export function useProfilePinFilter(username: string, tab: ProfileTab): ProfilePinFilter {
  const own = useIsOwnProfile(username);
  const { settings, settled } = useProfileView();
  const [update] = useUserSettingsUpdateMutation();
  const [params, setParams] = useSearchParams();
  const filter = own ? tabPinFilter(settings.selfProfilePinFilter, tab) : 'none';
  const colorParam = params.get(COLOR_PARAM);
  const color = filter === 'COLORS' && isHue(colorParam) ? colorParam : undefined;
  const interestParam = params.get(INTEREST_PARAM);
  const interestId = filter === 'INTERESTS' && interestParam && ID.test(interestParam) ? interestParam : undefined;

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const other of [COLOR_PARAM, INTEREST_PARAM]) next.delete(other);
        if (value !== undefined) next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return {
    own,
    settled,
    filter,
    color,
    interestId,
    args: own && !settled ? skipToken : { username, filter: tab, ...filterOptions(filter, color, interestId) },
    choose: (next) => {
      if (next === filter) return;
      // A colour or interest belongs to the filter it completed.
      setParam(COLOR_PARAM, undefined);
      void update({ profile_view: { selfProfilePinFilter: next } });
    },
    chooseColor: (next) => setParam(COLOR_PARAM, next),
    chooseInterest: (next) => setParam(INTEREST_PARAM, next),
  };
}
