import type * as contracts from '../../../shared/contracts/system';
import type { Handlers } from '../../http/mount';

export function systemHandlers(): Pick<Handlers, keyof typeof contracts> {
  return {
    health: () => ({ data: { ok: true as const } }),
    ping: () => ({ data: { ok: true as const } }),
  };
}
