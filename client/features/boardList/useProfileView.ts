import { skipToken } from '@reduxjs/toolkit/query';
import { type PinDensity } from '../../../shared/domain/boardListOptions';
import { DEFAULT_PROFILE_VIEW } from '../../../shared/domain/profileViewSettings';
import { profileBoardsArg, type UserBoardsArg } from '../../../shared/domain/profileBoards';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { useUserSettingsQuery } from '../userSettings/userSettingsApi';
import type { ProfileViewSettings } from '../../../shared/contracts/userSettings';

/**
 * The signed-in viewer's profile view settings: `settled` once they are read, or could not be (then the defaults
 * serve, so a failed read never leaves the boards unlisted). Signed out there are none to read.
 */
export function useProfileView(): { settings: ProfileViewSettings; settled: boolean } {
  const viewer = useAppSelector(selectViewer);
  const signedIn = viewer?.isAuth === true;
  const { data, isError } = useUserSettingsQuery(undefined, { skip: !signedIn });
  return { settings: data?.profile_view ?? DEFAULT_PROFILE_VIEW, settled: !signedIn || data !== undefined || isError };
}

/** Whether `username` is the signed-in viewer's own profile. */
export function useIsOwnProfile(username: string): boolean {
  const viewer = useAppSelector(selectViewer);
  return viewer?.isAuth === true && viewer.username.toLowerCase() === username.toLowerCase();
}

const DENSITY_SETTING: Partial<Record<GridSurface, 'boardPinDensity' | 'profilePinDensity'>> = {
  BaseBoardPinGrid: 'boardPinDensity',
  UserProfilePinGrid: 'profilePinDensity',
  OtherProfilePinGrid: 'profilePinDensity',
};

/** The viewer's pin density for a grid: board and profile grids follow their setting, every other grid the default. */
export function usePinDensity(surface: GridSurface): PinDensity {
  const viewer = useAppSelector(selectViewer);
  const setting = DENSITY_SETTING[surface];
  const { data } = useUserSettingsQuery(undefined, { skip: !setting || viewer?.isAuth !== true });
  return setting && data ? data.profile_view[setting] : 'default';
}

/**
 * The profile's board list query: on the viewer's own profile, in their chosen order and filter, asked only once
 * those are known (skipToken until then), so the list is not fetched twice.
 */
export function useProfileBoardsArg(username: string): UserBoardsArg | typeof skipToken {
  const own = useIsOwnProfile(username);
  const { settings, settled } = useProfileView();
  if (own && !settled) return skipToken;
  return profileBoardsArg(username, own ? settings : null);
}
