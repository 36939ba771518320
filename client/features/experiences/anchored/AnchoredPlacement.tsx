import { lazy, useCallback, useMemo } from 'react';
import type { Experience } from '../../../../shared/contracts/experiences';
import { anchoredReady } from '../../../../shared/domain/experiences/anchored';
import { useAppSelector } from '../../../app/hooks';
import { selectKnownPlacements, selectPlacementExperience } from '../experiencesSlice';
import { useAnchorNames } from './anchors';

// The same chunk home's placements load (hook, validation, surfaces in one file), not a copy of it in this one.
const Placement = lazy(() => import(/* webpackChunkName: "experiences" */ '../Placement'));

interface AnchoredPlacementProps {
  id: number;
  /** On the search page: the search, added to the placement's context and matched by search delight. */
  query?: string;
  /**
   * Another placement hanging on the same anchors: this one waits until that one is known to hold nothing, so two
   * surfaces never sit on one button at once.
   */
  after?: number;
}

/**
 * A placement whose surfaces hang on anchors of the page: what it holds counts as eligible (and so is shown and
 * viewed) only while its anchor is on the page, or for search delight while the search matches.
 */
export default function AnchoredPlacement({ id, query, after }: AnchoredPlacementProps) {
  const anchors = useAnchorNames();
  const context = useMemo(() => (query === undefined ? undefined : { query }), [query]);
  const predicate = useCallback((e: Experience) => anchoredReady(e, { anchors, query }), [anchors, query]);
  const waiting = useAppSelector(
    (state) => after !== undefined && (!selectKnownPlacements(state).includes(after) || selectPlacementExperience(state, after) !== null),
  );
  return waiting ? null : <Placement id={id} context={context} predicate={predicate} />;
}
