import type { ExperienceRow } from '../../../db/tables';
import type { AuthoredExperience, Experience } from '../../../shared/contracts/experiences';
import { placedId, type PlacedRef } from '../../../shared/domain/experiences/placedId';
import { inSchedule, matchesTargeting, type Audience, type ExperiencePlatform } from '../../../shared/domain/experiences/targeting';
import { experienceProblem } from '../../../shared/domain/experiences/validation';
import { authoredFromRow } from '../../../db/experienceRows';
import type { Clock } from '../../config';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { ExperienceState, ExperiencesStore } from './store';

/** Who is asking, as the router reads it from the request. */
export interface ExperienceViewer {
  user: SessionUser | null;
  /** Crawlers (bots) get no experiences. */
  bot: boolean;
  /** The state key of a signed-out visitor with a visitor cookie; null without one (everything is unviewed). */
  visitorKey: string | null;
}

export interface RequestContext {
  /** null: the client did not say (serving assumes web; a write does not check the platform). */
  platform: ExperiencePlatform | null;
  /** null: the client did not say (serving then skips experiences limited to paths; a write does not check). */
  path: string | null;
  extraContext: Record<string, unknown>;
}

/** Where the client is, without its context: what a write checks. */
type Place = Omit<RequestContext, 'extraContext'>;

export type StateChange = 'viewed' | 'completed' | 'dismissed';

const viewerKeyOf = (v: ExperienceViewer): string | null => (v.user ? `u:${v.user.id}` : v.visitorKey);

/**
 * Serving experiences: which placed experiences a viewer gets (live, in schedule, targeting them, still valid by its
 * surface's validation rules, neither completed nor dismissed by them), and their view, complete, dismiss and
 * trigger calls.
 */
export function createExperiencesService(store: ExperiencesStore, clock: Clock) {
  function audience(v: ExperienceViewer, platform: ExperiencePlatform | null, path: string | null): Audience {
    const viewer = v.user ? { country: v.user.country, isPartner: v.user.is_partner === 1, createdAt: v.user.created_at } : null;
    return { viewer, now: clock.now(), platform: platform ?? 'web', path };
  }

  /**
   * Whether `row` is for this viewer now, and would render: the rules run again at serving time. A write (`lenient`)
   * names an experience the client was served, so it checks the page's platform and path only when it gives them.
   */
  function servable(row: ExperienceRow, authored: AuthoredExperience, v: ExperienceViewer, ctx: Place, lenient: boolean): boolean {
    const a = audience(v, ctx.platform, ctx.path);
    if (row.retired_at !== null || !inSchedule(row.starts_at, row.ends_at, a.now)) return false;
    const t = authored.targeting;
    const targeting = lenient ? { ...t, paths: ctx.path === null ? null : t.paths, platforms: ctx.platform === null ? null : t.platforms } : t;
    return matchesTargeting(targeting, a) && experienceProblem(authored) === null;
  }

  function answer(row: ExperienceRow, authored: AuthoredExperience, viewed: boolean, extraContext: Record<string, unknown>): Experience {
    return {
      experience_id: row.experience_id,
      placement_id: row.placement_id,
      id: String(row.id),
      type: row.type,
      display_data: authored.display_data,
      status: viewed ? 'viewed' : 'unviewed',
      triggerable_placed_exps: authored.triggerable_placed_exps,
      metadata: authored.metadata,
      extraContext,
    };
  }

  /** The viewer's experiences per placement, best first; `placementIds` null: every placement. */
  function served(v: ExperienceViewer, placementIds: readonly number[] | null, ctx: RequestContext): Map<number, Experience[]> {
    const out = new Map<number, Experience[]>();
    if (v.bot) return out;
    const candidates = store
      .live(placementIds)
      .map((row) => ({ row, authored: authoredFromRow(row) }))
      .filter(({ row, authored }) => servable(row, authored, v, ctx, false));
    const key = viewerKeyOf(v);
    const ids = candidates.map(({ row }) => row.id);
    const states = key ? store.states(key, ids) : new Map<number, ExperienceState>();
    for (const { row, authored } of candidates) {
      const state = states.get(row.id);
      if (state === 'completed' || state === 'dismissed') continue;
      const list = out.get(row.placement_id) ?? [];
      list.push(answer(row, authored, state === 'viewed', ctx.extraContext));
      out.set(row.placement_id, list);
    }
    return out;
  }

  /** The placed experience a write names, if it is one this viewer is served. */
  function placed(ref: PlacedRef, v: ExperienceViewer, ctx: Place): ExperienceRow {
    const row = ref.kind === 'pair' ? store.byPair(ref.placementId, ref.experienceId) : store.byId(ref.id);
    if (!row || v.bot || !servable(row, authoredFromRow(row), v, ctx, true)) throw notFound('Experience');
    return row;
  }

  return {
    /** UserExperienceResource get: one experience (or null) for each placement asked. */
    forPlacements(v: ExperienceViewer, placementIds: readonly number[], ctx: RequestContext): Record<string, Experience | null> {
      const unique = [...new Set(placementIds)];
      const byPlacement = served(v, unique, ctx);
      return Object.fromEntries(unique.map((p) => [String(p), byPlacement.get(p)?.[0] ?? null]));
    },
    /** UserExperiencePlatformResource get: every placement that has one; lists of all of them when `multi`. */
    forPlatform(v: ExperienceViewer, ctx: RequestContext, multi: boolean): Record<string, Experience> | Record<string, Experience[]> {
      const entries = [...served(v, null, ctx)];
      return multi
        ? Object.fromEntries(entries.map(([p, list]) => [String(p), list]))
        : Object.fromEntries(entries.map(([p, list]) => [String(p), list[0]]));
    },
    /**
     * Records a view (once), a complete or a dismiss (idempotent, and final: neither replaces the other). `keyOf` gives
     * the viewer's state key, minting a signed-out visitor's cookie when needed: it is asked only once the experience
     * is found, so a refused call sets no cookie.
     */
    change(kind: StateChange, ref: PlacedRef, v: ExperienceViewer, keyOf: () => string, ctx: Place) {
      const row = placed(ref, v, ctx);
      const key = keyOf();
      const userId = v.user?.id ?? null;
      const now = clock.now();
      const changed = kind === 'viewed' ? store.view(row.id, key, userId, now) : store.finish(row.id, key, userId, now, kind);
      return {
        id: String(row.id),
        placed_experience_id: placedId(row.placement_id, row.experience_id),
        status: store.stateOf(row.id, key)!,
        changed,
      };
    },
    trigger(ref: PlacedRef, v: ExperienceViewer, keyOf: () => string, extraContext: Record<string, unknown>) {
      const row = placed(ref, v, { platform: null, path: null });
      const key = keyOf();
      const first = store.trigger(row.id, key, v.user?.id ?? null, JSON.stringify(extraContext), clock.now());
      return { placed_experience_id: placedId(row.placement_id, row.experience_id), triggered: true as const, first };
    },
    viewerKey: viewerKeyOf,
  };
}

export type ExperiencesService = ReturnType<typeof createExperiencesService>;
