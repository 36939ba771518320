import { emptyProfilePinsText, type ProfileTab } from '../../../shared/domain/profilePinFilters';
import { useHydrated } from '../../ui/useHydrated';
import { usePinDensity } from '../boardList/useProfileView';
import { PinFeed } from '../grid/PinFeed';
import { useUserPinFacetsQuery, useUserPinsInfiniteQuery } from '../feeds/profileFeeds/profileFeedsApi';
import { ProfilePinFilter } from './ProfilePinFilter';
import { useProfilePinFilter, type ProfilePinFilter as Filter } from './useProfilePinFilter';

/** The chosen interest's name, for the empty text, from the facets the interest choices already asked for. */
function useInterestName(tab: ProfileTab, pins: Filter): string | undefined {
  const { data } = useUserPinFacetsQuery(tab, { skip: pins.interestId === undefined });
  return data?.interests.find((i) => i.id === pins.interestId)?.name;
}

/** A profile tab's pins; on the viewer's own profile with the pin filter above them. */
export function ProfilePins({ username, tab }: { username: string; tab: ProfileTab }) {
  const pins = useProfilePinFilter(username, tab);
  // Favorites and pins change under a cached filtered view; choosing a filter asks the server again. Not when
  // hydrating the server's render: its answer is this page load's own.
  const hydrated = useHydrated();
  const feed = useUserPinsInfiniteQuery(pins.args, { refetchOnMountOrArgChange: hydrated && pins.filter !== 'none' });
  const interest = useInterestName(tab, pins);
  const surface = pins.own ? 'UserProfilePinGrid' : 'OtherProfilePinGrid';
  const density = usePinDensity(surface);
  const choice = pins.color ? { color: pins.color } : pins.interestId ? { interest: interest ?? 'this interest' } : undefined;
  const emptyText =
    emptyProfilePinsText(pins.filter, choice) ??
    (tab === 'created' ? `${username} hasn't created any pins yet.` : `${username} hasn't saved any pins yet.`);
  return (
    <>
      {pins.own && pins.settled && <ProfilePinFilter tab={tab} pins={pins} />}
      <PinFeed feed={feed} surface={surface} emptyText={emptyText} density={density} />
    </>
  );
}
