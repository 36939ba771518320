import type { Request, Response } from 'express';
import type * as contracts from '../../../shared/contracts/experiences';
import { isBotUserAgent } from '../../../shared/domain/userAgent';
import type { Config } from '../../config';
import type { Handlers } from '../../http/mount';
import { privateAnswer, type SessionUser } from '../../http/session';
import type { ExperienceAdmin } from './adminService';
import type { ExperiencesService, ExperienceViewer, StateChange } from './service';
import { ensureVisitorKey, visitorKeyOf } from '../../http/visitor';

export function experiencesHandlers(experiences: ExperiencesService, admin: ExperienceAdmin, config: Config): Pick<Handlers, keyof typeof contracts> {
  const viewerOf = (user: SessionUser | null, req: Request): ExperienceViewer => ({
    user,
    bot: isBotUserAgent(req.get('user-agent')),
    visitorKey: user ? null : visitorKeyOf(req),
  });
  const keyFor = (v: ExperienceViewer, req: Request, res: Response) => () => experiences.viewerKey(v) ?? ensureVisitorKey(req, res, config);

  const change =
    (kind: StateChange): Handlers['experienceViewed'] =>
    ({ options, viewer, req, res }) => {
      const v = viewerOf(viewer, req);
      return { data: experiences.change(kind, options.placed_experience_id, v, keyFor(v, req, res), options.targeting) };
    };

  return {
    // Signed out too, the answer is this browser's (its visitor cookie's state): no shared cache may keep it.
    experiencesPlatformGet: ({ options, viewer, req, res }) => {
      privateAnswer(res);
      const ctx = { ...options.targeting, extraContext: options.extra_context };
      return { data: experiences.forPlatform(viewerOf(viewer, req), ctx, options.multiExperiencePlatform) };
    },
    experiencesGet: ({ options, viewer, req, res }) => {
      privateAnswer(res);
      const ctx = { ...options.targeting, extraContext: options.extra_context };
      return { data: experiences.forPlacements(viewerOf(viewer, req), options.placement_ids, ctx) };
    },
    experienceViewed: change('viewed'),
    experienceCompleted: change('completed'),
    experienceDismissed: change('dismissed'),
    experienceTrigger: ({ options, viewer, req, res }) => {
      const v = viewerOf(viewer, req);
      return { data: experiences.trigger(options.placed_experience_id, v, keyFor(v, req, res), options.extra_context) };
    },
    experienceAdminCreate: ({ options, viewer }) => ({ data: admin.asOperator(viewer.id).create(options), status: 201 }),
    experienceAdminList: ({ options, viewer }) => ({ data: admin.asOperator(viewer.id).list(options.placement_id ?? null, options.include_retired) }),
    experienceAdminUpdate: ({ options, viewer }) => {
      const { placed_experience_id, ...rest } = options;
      return { data: admin.asOperator(viewer.id).update({ placed: placed_experience_id, ...rest }) };
    },
  };
}
