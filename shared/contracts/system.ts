import { z } from 'zod';
import { empty } from './common';
import { rest } from './endpoint';

export const health = rest('Health.get', 'GET', '/api/health', {
  tag: 'system',
  summary: 'Liveness: answers ok without touching the database.',
  auth: 'optional',
  options: empty,
  data: z.object({ ok: z.literal(true) }),
});

/**
 * The benchmarks' baseline write: a POST through the whole API stack (json, cookies, csrf, session) that does nothing.
 * It ignores whatever options it is sent, so a benchmark can send it the very body of the write it is compared with.
 */
export const ping = rest('Ping.create', 'POST', '/api/ping', {
  tag: 'system',
  summary: 'A POST that answers ok through the same middleware as every write (csrf included), touching nothing; options are ignored.',
  auth: 'optional',
  options: z.object({}),
  data: z.object({ ok: z.literal(true) }),
});
