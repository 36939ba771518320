import type { Handlers } from '../../http/mount';

export function systemHandlers(): Pick<Handlers, 'health'> {
  return { health: () => ({ data: { ok: true as const } }) };
}
