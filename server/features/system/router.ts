import type { Handlers } from '../../http/mount';

export function systemHandlers(): Pick<Handlers, 'health' | 'ping'> {
  return {
    health: () => ({ data: { ok: true as const } }),
    ping: () => ({ data: { ok: true as const } }),
  };
}
