import { z } from 'zod';
import { empty } from './common';
import { rest } from './endpoint';

export const health = rest('Health.get', 'GET', '/api/health', {
  tag: 'system',
  summary: 'Liveness: answers ok without touching the database.',
  options: empty,
  data: z.object({ ok: z.literal(true) }),
});
