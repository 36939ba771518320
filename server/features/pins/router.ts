import type * as contracts from '../../../shared/contracts/pins';
import type { Handlers } from '../../http/mount';
import type { FeedsService } from '../feeds/service';
import type { PinEditService } from './editService';
import type { PinCreationService } from './createService';
import { uploadOf } from './uploadBody';
import type { SavesService } from '../saves/service';

/** PinResource: a pin's closeup data, and making, editing and deleting (unsaving) one. */
export function pinsHandlers(
  feeds: FeedsService,
  pinCreation: PinCreationService,
  pinEdit: PinEditService,
  saves: SavesService,
): Pick<Handlers, keyof typeof contracts> {
  return {
    pinGet: ({ options, viewer }) => ({ data: feeds.pin(options.id, viewer?.id ?? null) }),
    pinCreate: async ({ options, viewer, res }) => ({ status: 201, data: await pinCreation.create(options, viewer.id, uploadOf(res)) }),
    pinUpdate: ({ options, viewer }) => ({ data: pinEdit.update(options, viewer.id) }),
    pinDelete: ({ options, viewer }) => ({ data: saves.unsave(options, viewer.id) }),
  };
}
