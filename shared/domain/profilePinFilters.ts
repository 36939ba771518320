import type { SelfProfilePinFilter } from './profileViewSettings';
import { COLOR_HUES, colorHueLabel, type ColorHue } from './colorHue';

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

/**
 * The colour or interest that completes COLORS or INTERESTS lives in the url: the stored setting names the kind of
 * filter only, and the url keeps the choice across a reload and the back button.
 */
export const PIN_FILTER_PARAMS = { color: 'color', interest: 'interest' } as const;

/** The contracts' id shape (shared/contracts/common.ts), checked here because the client bundle carries no zod. */
const ID = /^[1-9][0-9]{0,17}$/;

const isHue = (value: string | null): value is ColorHue => (COLOR_HUES as readonly (string | null)[]).includes(value);

/** A tab's pin filter as it applies: the filter, and the url's colour or interest where that filter takes one. */
export interface TabPinChoice {
  filter: SelfProfilePinFilter;
  color: ColorHue | undefined;
  interestId: string | undefined;
}

/**
 * A tab's pin filter: on the viewer's own profile (`stored` their setting) the stored filter as the tab applies it,
 * completed by the url's colour or interest; on anyone else's (`stored` null) none.
 */
export function tabPinChoice(stored: SelfProfilePinFilter | null, tab: ProfileTab, params: URLSearchParams): TabPinChoice {
  const filter = stored === null ? 'none' : tabPinFilter(stored, tab);
  const colorParam = params.get(PIN_FILTER_PARAMS.color);
  const interestParam = params.get(PIN_FILTER_PARAMS.interest);
  return {
    filter,
    color: filter === 'COLORS' && isHue(colorParam) ? colorParam : undefined,
    interestId: filter === 'INTERESTS' && interestParam && ID.test(interestParam) ? interestParam : undefined,
  };
}

/**
 * A tab's pins query (UserPinsResource get's options before paging), as the profile asks it. Until a colour or
 * interest is chosen, COLORS and INTERESTS show every pin.
 */
export function tabPinsOptions(username: string, tab: ProfileTab, { filter, color, interestId }: TabPinChoice) {
  const base = { username, filter: tab };
  if (filter === 'COLORS') return color ? { ...base, pin_filter: filter, color } : base;
  if (filter === 'INTERESTS') return interestId ? { ...base, pin_filter: filter, interest_id: interestId } : base;
  return filter === 'none' ? base : { ...base, pin_filter: filter };
}

/** Whether a tab shows the colours or interests to choose from, which the facets (UserPinFacetsResource get) list. */
export const choosesFacet = (filter: SelfProfilePinFilter) => filter === 'COLORS' || filter === 'INTERESTS';
