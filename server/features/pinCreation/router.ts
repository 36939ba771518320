import type * as contracts from '../../../shared/contracts/pinCreation';
import type { Handlers } from '../../http/mount';
import type { PinCreationService } from './service';
import { uploadOf } from './upload';

export function pinCreationHandlers(pinCreation: PinCreationService): Pick<Handlers, keyof typeof contracts> {
  return {
    pinCreate: async ({ options, viewer, res }) => ({ status: 201, data: await pinCreation.create(options, viewer.id, uploadOf(res)) }),
  };
}
