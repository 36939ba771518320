import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import type { SelfProfilePinFilter } from '../../../shared/domain/profileViewSettings';
import type { ColorHue } from '../../../shared/domain/colorHue';
import { PIN_FILTER_PARAMS, tabPinChoice, tabPinsOptions, type ProfileTab } from '../../../shared/domain/profilePinFilters';
import { useIsOwnProfile, useProfileView } from '../boardList/useProfileView';
import type { UserPinsArgs } from '../feeds/profileFeeds/profileFeedsApi';
import { useUserSettingsUpdateMutation } from '../userSettings/viewSettings/viewSettingsApi';

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

/**
 * The own-profile pin filter of a profile tab: the stored setting (chosen through UserSettingsResource update, shown
 * at once and put back with a toast if refused), the colour or interest from the url, and the pins query they make.
 */
export function useProfilePinFilter(username: string, tab: ProfileTab): ProfilePinFilter {
  const own = useIsOwnProfile(username);
  const { settings, settled } = useProfileView();
  const [update] = useUserSettingsUpdateMutation();
  const [params, setParams] = useSearchParams();
  const choice = tabPinChoice(own ? settings.selfProfilePinFilter : null, tab, params);
  const { filter, color, interestId } = choice;

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const other of Object.values(PIN_FILTER_PARAMS)) next.delete(other);
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
    args: own && !settled ? skipToken : tabPinsOptions(username, tab, choice),
    choose: (next) => {
      if (next === filter) return;
      // A colour or interest belongs to the filter it completed.
      setParam(PIN_FILTER_PARAMS.color, undefined);
      void update({ profile_view: { selfProfilePinFilter: next } });
    },
    chooseColor: (next) => setParam(PIN_FILTER_PARAMS.color, next),
    chooseInterest: (next) => setParam(PIN_FILTER_PARAMS.interest, next),
  };
}
