import { useCallback, useEffect, useRef, useState } from 'react';
import { EXPERIENCE_EVENTS } from '../../../shared/constants';
import type { Experience } from '../../../shared/contracts/experiences';
import {
  autoCompletes,
  completeOutcome,
  dismissOutcome,
  isEligible,
  refetchAfterView,
  shouldFetch,
  shouldRender,
  shouldSendOnce,
  shouldSendView,
  viewedOnMount,
  viewedWhenShown,
  type Eligibility,
  type Outcome,
} from '../../../shared/domain/experiences/lifecycle';
import { experienceFault } from '../../../shared/domain/experiences/faults';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { recordEvent } from '../analytics/recordEvent';
import { experiencesApi } from './experiencesApi';
import { experienceRemoved, selectPlacementExperience } from './experiencesSlice';
import { fetchPlacements, refetchAllExperiences } from './experienceThunks';
import { useExperienceDelay } from './useExperienceDelay';

export interface PlacementOptions extends Eligibility<Experience> {
  /** The extra_context sent with every call. */
  context?: Record<string, unknown>;
}

export interface CompleteOptions {
  /** 1 or 2 complete; anything else does nothing unless removal is prevented. */
  value?: number;
  preventRemoval?: boolean;
  /** The variant that does not refetch the home feed. */
  skipHomefeed?: boolean;
}

export interface Placement {
  /** What to render: an eligible, renderable experience once mounted, else null. */
  experience: Experience | null;
  complete: (options?: CompleteOptions) => void;
  dismiss: () => void;
  /** A banner's button was clicked (event 101). */
  buttonClicked: () => void;
  /** The surface is on screen: what a surface that shows later than it renders (a survey) says, to be viewed then. */
  shown: () => void;
}

const NO_CONTEXT: Record<string, unknown> = {};

/**
 * One component's hold on a placement, applying the lifecycle rules of shared/domain/experiences/lifecycle.ts: it
 * fetches when the rules say so, sends view once when it renders, complete and dismiss at most once, refetches as
 * they answer, and fires the placement's triggerable experiments on mount and whenever that list changes.
 */
export function usePlacement(placementId: number, { context = NO_CONTEXT, ids, types, predicate }: PlacementOptions = {}): Placement {
  const dispatch = useAppDispatch();
  const held = useAppSelector((state) => selectPlacementExperience(state, placementId));
  const [mounted, setMounted] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const lastContext = useRef<unknown>(undefined);
  const sent = useRef(new Set<string>());
  // The latest context, for callbacks that must not change identity with every render's fresh object.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  useEffect(() => {
    // "Mounted" is what a commit tells, so it can only be learnt in an effect (the spec renders nothing before).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
    return () => setMounted(false);
  }, []);

  useEffect(() => {
    if (!shouldFetch({ experience: held, lastContext: lastContext.current, context })) return;
    lastContext.current = context;
    void dispatch(fetchPlacements([placementId], context));
  }, [dispatch, placementId, held, context]);

  // Checked again at render time against what its surface needs: one that fails is not shown nor viewed.
  const eligible = held && isEligible(held, { ids, types, predicate }) && !experienceFault(held) ? held : null;
  const renderable = shouldRender(mounted, eligible) ? eligible : null;
  // A delayed banner or modal is not rendered, hence not viewed, until its delay has run out.
  const experience = useExperienceDelay(renderable) ? renderable : null;

  const send = useCallback(
    (target: Experience, action: 'complete' | 'dismiss', outcome: Outcome) => {
      if (!outcome.send || !shouldSendOnce(sent.current, action, target.experience_id)) return;
      sent.current.add(`${action}:${target.experience_id}`);
      const options = { placed_experience_id: target.id, extra_context: contextRef.current };
      const call = action === 'complete' ? experiencesApi.endpoints.experienceCompleted : experiencesApi.endpoints.experienceDismissed;
      dispatch(recordEvent({ event_type: EXPERIENCE_EVENTS[action], object_id_str: target.id }));
      // The state changes at once; the refetch waits for the server to have recorded it, or it would serve it again.
      if (outcome.remove) dispatch(experienceRemoved({ placementId: target.placement_id, id: target.id }));
      void dispatch(call.initiate(options))
        .unwrap()
        .catch(() => undefined)
        .finally(() => {
          if (outcome.refetch) void dispatch(refetchAllExperiences(contextRef.current, outcome.refetchHomefeed));
        });
    },
    [dispatch],
  );

  const complete = useCallback(
    (options?: CompleteOptions) => {
      if (experience) send(experience, 'complete', completeOutcome(options));
    },
    [experience, send],
  );
  const dismiss = useCallback(() => {
    if (experience) send(experience, 'dismiss', dismissOutcome());
  }, [experience, send]);
  const buttonClicked = useCallback(() => {
    if (experience) dispatch(recordEvent({ event_type: EXPERIENCE_EVENTS.bannerButtonClick, object_id_str: experience.id }));
  }, [dispatch, experience]);

  const shown = useCallback(() => setShownId(experience?.id ?? null), [experience]);

  // View: once rendered (or, for a survey, once shown), or on mount for the experience the spec views on mount.
  const viewable = experience && (!viewedWhenShown(experience) || shownId === experience.id) ? experience : null;
  const toView = viewable ?? (mounted && held && viewedOnMount(held.experience_id) ? held : null);
  useEffect(() => {
    if (!toView || !shouldSendView(toView.status, sent.current.has(`view:${toView.experience_id}`))) return;
    sent.current.add(`view:${toView.experience_id}`);
    dispatch(recordEvent({ event_type: EXPERIENCE_EVENTS.view, object_id_str: toView.id }));
    void dispatch(experiencesApi.endpoints.experienceViewed.initiate({ placed_experience_id: toView.id, extra_context: contextRef.current }))
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        if (refetchAfterView(toView.placement_id)) void dispatch(refetchAllExperiences(contextRef.current, false));
      });
    // Shown this once: completed at once so it is not served again, but kept on screen.
    if (autoCompletes(toView.experience_id)) send(toView, 'complete', completeOutcome({ preventRemoval: true }));
  }, [dispatch, toView, send]);

  const triggers = held?.triggerable_placed_exps.join(',') ?? '';
  useEffect(() => {
    if (!mounted || triggers === '') return;
    for (const placed of triggers.split(',')) {
      void dispatch(
        experiencesApi.endpoints.experienceTrigger.initiate({ placed_experience_id: placed, extra_context: JSON.stringify(contextRef.current) }),
      )
        .unwrap()
        .catch(() => undefined);
    }
  }, [dispatch, mounted, triggers]);

  return { experience, complete, dismiss, buttonClicked, shown };
}
