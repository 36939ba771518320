import { z } from 'zod';

export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * For a refused option, which rule each field in `fields` broke, by a stable name: too_small, too_big,
   * invalid_format, invalid_type, invalid_value, or a contract's own (guessable, reserved).
   */
  rules: z.record(z.string(), z.string()).optional(),
  /** A 429's seconds until the call may be made again, as its Retry-After header says. */
  retry_after: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export interface Envelope<D> {
  resource_response: {
    status: 'success' | 'failure';
    code: number;
    message: string;
    data: D | null;
    bookmark?: string;
    error: ErrorBody | null;
  };
}

export function envelopeSchema(data: z.ZodType, paged: boolean): z.ZodType {
  return z.object({
    resource_response: z.object({
      status: z.enum(['success', 'failure']),
      code: z.number().int(),
      message: z.string(),
      data: data.nullable(),
      ...(paged ? { bookmark: z.string() } : {}),
      error: errorBody.nullable(),
    }),
  });
}
