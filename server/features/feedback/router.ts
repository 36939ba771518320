import type * as contracts from '../../../shared/contracts/feedback';
import type { Handlers } from '../../http/mount';
import type { SessionUser } from '../../http/session';
import type { FeedbackService, Surface } from './service';

type SurfaceHide = { pinId: string; pinField: string; surface: Surface; context: Record<string, unknown> };

export function feedbackHandlers(feedback: FeedbackService): Pick<Handlers, keyof typeof contracts> {
  const hide = (viewer: SessionUser, undo: boolean, h: SurfaceHide) => ({ data: feedback.hidePin(viewer.id, { ...h, undo }) });
  const newsHub = (o: { news_id: string; pin_id: string }): SurfaceHide => ({
    pinId: o.pin_id,
    pinField: 'pin_id',
    surface: 'news_hub',
    context: { news_id: o.news_id },
  });
  const p2p = (o: { pin: string }): SurfaceHide => ({ pinId: o.pin, pinField: 'pin', surface: 'p2p', context: {} });
  const search = (o: { pin_id: string; query?: string; pin_type?: number }): SurfaceHide => ({
    pinId: o.pin_id,
    pinField: 'pin_id',
    surface: 'search',
    context: { query: o.query, pin_type: o.pin_type },
  });
  return {
    pinFeedback: ({ options, viewer }) => ({ data: feedback.pinFeedback(viewer.id, options) }),
    userFeedback: ({ options, viewer }) => ({ data: feedback.userFeedback(viewer.id, options) }),
    newsHubHide: ({ options, viewer }) => hide(viewer, false, newsHub(options)),
    newsHubUndo: ({ options, viewer }) => hide(viewer, true, newsHub(options)),
    p2pHide: ({ options, viewer }) => hide(viewer, false, p2p(options)),
    p2pUnhide: ({ options, viewer }) => hide(viewer, true, p2p(options)),
    searchHide: ({ options, viewer }) => hide(viewer, false, search(options)),
    searchUnhide: ({ options, viewer }) => hide(viewer, true, search(options)),
  };
}
