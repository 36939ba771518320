import type * as contracts from '../../../shared/contracts/attribution';
import type { Handlers } from '../../http/mount';
import { visitorOf } from '../../http/visitor';
import type { AttributionService } from './service';

/** The Attribution Reporting API's source registration: the browser reads this header off the answer. */
const REGISTER_SOURCE = 'Attribution-Reporting-Register-Source';

export function attributionHandlers(attribution: AttributionService): Pick<Handlers, keyof typeof contracts> {
  return {
    attributionSource: ({ options, viewer, req, res }) => {
      const { header, reason, expiry, priority } = attribution.register(visitorOf(req, viewer), options);
      if (header) res.setHeader(REGISTER_SOURCE, header);
      // Each answer is about one event: never one a cache could hand the next event.
      res.setHeader('Cache-Control', 'no-store');
      return { data: { registered: header !== null, reason, expiry, priority } };
    },
  };
}
