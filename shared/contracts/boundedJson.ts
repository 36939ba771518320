import { z } from 'zod';
import { jsonBoundsProblem, type JsonBounds } from '../domain/jsonBounds';

/**
 * Free-form JSON a client sends (tracking context, properties): limited in depth and size before anything stores or
 * re-encodes it, so a deep value is a 400 naming the field instead of a RangeError from JSON.stringify, and no one
 * request stores an unbounded blob. The check aborts the parse, so no later refinement walks an unbounded value.
 */
export function boundedJson<T extends z.ZodType>(schema: T, bounds: JsonBounds): T {
  return schema.check(
    z.superRefine((value, ctx) => {
      const problem = jsonBoundsProblem(value, bounds);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    }),
  ) as T;
}
