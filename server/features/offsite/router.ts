import type * as contracts from '../../../shared/contracts/offsite';
import type { Handlers } from '../../http/mount';
import type { OffsiteService } from './service';

export function offsiteHandlers(offsite: OffsiteService): Pick<Handlers, keyof typeof contracts> {
  return {
    offsiteCheck: ({ options, viewer }) => ({ data: offsite.check(viewer?.id ?? null, options) }),
    offsiteChipClick: ({ options, viewer }) => ({ data: offsite.chipClick(viewer?.id ?? null, options) }),
  };
}
