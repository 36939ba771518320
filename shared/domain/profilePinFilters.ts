import type { SelfProfilePinFilter } from './boardListOptions';
import { colorHueLabel, type ColorHue } from './colorHue';

/**
 * The own-profile pin filter (profile view setting selfProfilePinFilter) as the profile's two tabs offer it. On the
 * Created tab every pin is created by its owner, so 'Created by me' would change nothing and 'Favorited and created
 * by me' is 'Favorited': those two are not offered there, and a stored one applies as its equivalent.
 */
export type ProfileTab = 'created' | 'saved';

const LABELS: Record<SelfProfilePinFilter, string> = {
  none: 'All Pins',
  CREATED_BY_ME: 'Created by me',
  FAVORITED: 'Favorited',
  FAVORITED_AND_CREATED_BY_ME: 'Favorited and created by me',
  COLORS: 'Colors',
  INTERESTS: 'Interests',
};

export const profilePinFilterLabel = (filter: SelfProfilePinFilter) => LABELS[filter];

const OFFERED: Record<ProfileTab, SelfProfilePinFilter[]> = {
  saved: ['none', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'COLORS', 'INTERESTS'],
  created: ['none', 'FAVORITED', 'COLORS', 'INTERESTS'],
};

/** The filters a tab offers, in menu order. */
export const profilePinFilters = (tab: ProfileTab): readonly SelfProfilePinFilter[] => OFFERED[tab];

/** What a stored filter means on a tab: itself, or on the Created tab its equivalent among the offered ones. */
export function tabPinFilter(stored: SelfProfilePinFilter, tab: ProfileTab): SelfProfilePinFilter {
  if (tab === 'saved') return stored;
  if (stored === 'CREATED_BY_ME') return 'none';
  return stored === 'FAVORITED_AND_CREATED_BY_ME' ? 'FAVORITED' : stored;
}

/** The choice that completes COLORS or INTERESTS: a hue, or an interest by its name. */
export type PinFilterChoice = { color: ColorHue } | { interest: string } | undefined;

/** What an empty filtered list says: what was filtered, not that there are no pins at all. */
export function emptyProfilePinsText(filter: SelfProfilePinFilter, choice: PinFilterChoice): string | undefined {
  if (filter === 'CREATED_BY_ME') return 'No Pins you created yet';
  if (filter === 'FAVORITED') return 'No Pins you favorited yet';
  if (filter === 'FAVORITED_AND_CREATED_BY_ME') return 'No Pins you created and favorited yet';
  if (choice && 'color' in choice) return `No ${colorHueLabel(choice.color).toLowerCase()} Pins yet`;
  if (choice && 'interest' in choice) return `No Pins about ${choice.interest} yet`;
  return undefined;
}
