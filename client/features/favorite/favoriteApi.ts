import { endpoints } from '../../../shared/contracts/registry';
import type { FavoriteState } from '../../../shared/contracts/social';
import { api, call } from '../../app/api';
import type { RootState } from '../../app/store';
import { favoriteChanged, selectPinById } from '../../entities/pinsSlice';
import { boardFeedApi } from './boardFeedApi';

export interface FavoriteToggle {
  id: string;
  /** The state the viewer asked for: true favorites, false removes the favorite. */
  favorite: boolean;
}

/**
 * Favorite and unfavorite (pin-card-and-grid.md section 4): the pin entity flips at once with its count one up or
 * down, takes the server's exact state on success and its previous state back on failure.
 */
export const favoriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    favoriteToggle: build.mutation<FavoriteState, FavoriteToggle>({
      query: ({ id, favorite }) => call(favorite ? endpoints.favoritePin : endpoints.unfavoritePin, { id }),
      async onQueryStarted({ id, favorite }, { dispatch, getState, queryFulfilled }) {
        const pin = selectPinById(getState() as RootState, id);
        if (!pin) return;
        const before = { id, favoritedByMe: pin.favoritedByMe, favoriteUserCount: pin.favoriteUserCount };
        const count = Math.max(0, before.favoriteUserCount + (favorite ? 1 : -1));
        dispatch(favoriteChanged({ id, favoritedByMe: favorite, favoriteUserCount: count }));
        try {
          const { data } = await queryFulfilled;
          dispatch(favoriteChanged(data));
          // With the viewer's favorite gone, nobody favorites it any more: it leaves the board's favorites view.
          if (!favorite && before.favoriteUserCount <= 1) {
            for (const args of boardFeedApi.util.selectCachedArgsForQuery(getState() as RootState, 'boardFeed')) {
              if (!args.favoritesOnly || args.boardId !== pin.boardId) continue;
              dispatch(
                boardFeedApi.util.updateQueryData('boardFeed', args, (draft) => {
                  for (const page of draft.pages) page.pins = page.pins.filter((p) => p.id !== id);
                }),
              );
            }
          }
        } catch {
          dispatch(favoriteChanged(before));
        }
      },
    }),
  }),
});

export const { useFavoriteToggleMutation } = favoriteApi;
