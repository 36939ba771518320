import type * as contracts from '../../../shared/contracts/pinStats';
import type { Handlers } from '../../http/mount';
import type { PinStatsService } from './service';

export function pinStatsHandlers(stats: PinStatsService): Pick<Handlers, keyof typeof contracts> {
  return {
    pinStatsGet: ({ options, viewer }) => ({ data: stats.get(viewer.id, options.pin_id) }),
  };
}
