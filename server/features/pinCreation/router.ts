import type * as contracts from '../../../shared/contracts/pinCreation';
import type { Handlers } from '../../http/mount';
import type { PinEditService } from './editService';
import type { PinCreationService } from './service';
import { uploadOf } from './upload';

export function pinCreationHandlers(pinCreation: PinCreationService, pinEdit: PinEditService): Pick<Handlers, keyof typeof contracts> {
  return {
    pinCreate: async ({ options, viewer, res }) => ({ status: 201, data: await pinCreation.create(options, viewer.id, uploadOf(res)) }),
    pinUpdate: ({ options, viewer }) => ({ data: pinEdit.update(options, viewer.id) }),
  };
}
