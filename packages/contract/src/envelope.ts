import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/**
 * The reply envelope (docs/ARCHITECTURE.md, "How data flows"): `{ data }` on success, lists as
 * `{ data: { items, next } }`, errors as `{ error: { code, message } }`.
 */
export const errorBody = z
  .object({
    error: z.object({
      /** One of ERROR_CODES; kept open (string) so a newer server's code does not break an older client. */
      code: z.string(),
      message: z.string(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/** The error envelope with the code checked against ERROR_CODES (for servers and tests). */
export const strictErrorBody = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** `next` is the relative link of the next page (`...page=N`), absent on the last page. */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next: z.string().optional(),
  });

export const listEnvelope = <T extends z.ZodType>(item: T) => dataEnvelope(listPage(item));

export type ListPage<T> = { items: T[]; next?: string };
