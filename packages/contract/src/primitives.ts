// Building blocks shared by the entity and operation schemas.
import { z } from 'zod';
import { CURRENCY, LIMITS } from './constants.ts';
import { IS_SALE_VALUES } from './statuses.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  EMAIL_PATTERN,
  LONE_SURROGATE_MESSAGE,
  MULTI_LINE,
  SINGLE_LINE,
  WELL_FORMED,
  textLength,
  tooLongMessage,
} from './text.ts';

/** Integer id in a JSON body or reply. */
export const id = z.number().int().positive();
/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number from a query string: decimal digits only ("12" -> 12). Number() alone would also read "1e3",
 * "0x10", " 7 " and "" (as 0); those stay strings here and fail the number check with a clear message.
 */
const queryInteger = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,16}$/.test(value) ? Number(value) : value),
    schema,
  );

/** Integer id from a query string ("12" -> 12). */
export const queryId = queryInteger(z.number().int().positive().max(MAX_ID));
/** A whole number of zero or more from a query string ("0" -> 0). */
export const queryCount = queryInteger(z.number().int().min(0).max(MAX_ID));
/** 1-based page number from a query string. */
export const page = queryInteger(z.number().int().min(1).max(MAX_ID)).optional();

// ---------------------------------------------------------------------------------------------------------------
// Text rules. Every text of a query or body goes through these, so no operation has to remember them: PostgreSQL
// cannot store NUL in text (a NUL reached it and failed as a 500), control characters are invisible in every screen
// that shows the text, and a lone UTF-16 surrogate (half of a pair) is not text at all and has no UTF-8 form.

const plain = (schema: z.ZodString, multiline: boolean) =>
  schema
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTER_MESSAGE)
    .regex(WELL_FORMED, LONE_SURROGATE_MESSAGE);

/** At most `max` characters as the limits count them (textLength: code points, not UTF-16 units; as the kit's forms). */
const atMost = (schema: z.ZodString, max: number) =>
  schema
    .refine((value) => textLength(value) <= max, { message: tooLongMessage(max) })
    .meta({ maxLength: max });

/** A required, non-blank, one-line text of at most `max` characters (trimmed; no control characters). */
export const text = (max: number) => plain(atMost(z.string().trim().min(1), max), false);
/** An optional one-line text of at most `max` characters; empty means absent. */
export const optionalText = (max: number) => plain(atMost(z.string().trim(), max), false).optional();
/** A required, non-blank text that may span lines (descriptions, messages, reviews). */
export const multilineText = (max: number) => plain(atMost(z.string().trim().min(1), max), true);
/** An optional text that may span lines; empty means absent. */
export const optionalMultilineText = (max: number) => plain(atMost(z.string().trim(), max), true).optional();
/** A text that is only passed along (a name echoed back, a token): any length up to `max`, no control characters. */
export const plainString = (max: number) => plain(atMost(z.string(), max), false);

/**
 * Order and offer numbers ('MO-2026-000123', 'OF-2026-000001'): two capital letters, the year and a sequence
 * number, checked by shape before any query.
 */
export const documentNo = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}-\d{4}-\d{6,10}$/, 'must look like MO-2026-000123');
export const email = z
  .string()
  .trim()
  .max(LIMITS.email)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));
export const password = atMost(z.string().min(1), LIMITS.password);

/** 0/1 flags (is_admin, is_email_verified, is_primary, ...). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** A 0/1 flag from a query string ("1" -> 1). */
export const queryFlag = z
  .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
  .transform((value): 0 | 1 => (value === '1' || value === 1 ? 1 : 0));

/** Ticket / collection `isSale` as the spec spells it: '0' not for sale, 1 for sale (both spellings accepted). */
export const isSale = z.union(
  IS_SALE_VALUES.map((value) => z.literal(value)) as [
    z.ZodLiteral<'0'>,
    z.ZodLiteral<'1'>,
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
  ],
);

/** Money on the wire: `{ value: "12.50", currency: "USD" }` (two decimals, stored as integer cents). */
export const money = z
  .object({
    value: z.string().regex(/^-?\d+\.\d{2}$/, 'two decimals, e.g. "12.50"'),
    currency: z.literal(CURRENCY),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof money>;

/** A non-negative decimal price in a request body, as a number (offer_price) or a decimal string (cost). */
export const priceInput = z.union([
  z.number().nonnegative().max(99_999_999),
  z
    .string()
    .trim()
    .max(LIMITS.offerPrice)
    .regex(/^\+?\d+(\.\d{1,2})?$/, 'a non-negative decimal'),
]);

/** ISO 8601 timestamp in UTC (`2026-11-22T18:30:00.000Z`). */
export const dateTime = z.iso.datetime({ offset: true }).meta({ id: 'DateTime' });
/** A date (`2026-11-22`) or a timestamp: query filters and form dates. */
export const dateOrDateTime = z.union([z.iso.date(), dateTime]).meta({ id: 'DateOrDateTime' });

/** A base64 upload: either a bare base64 string or a data URL. */
export const base64 = z
  .string()
  .min(1)
  .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, 'base64 or a data URL');

/** `status` filters of reference lists: one status or a comma list (`APPROVED,INQUEUE`). */
export const statusFilter = z
  .string()
  .regex(/^[A-Z_]+(,[A-Z_]+)*$/)
  .optional();

/** Image URLs of one uploaded picture in the spec's sizes. */
export const ticketImage = z
  .object({
    image_id: id,
    image_200: z.string(),
    image_400: z.string(),
    image_600: z.string(),
    image_1000: z.string(),
  })
  .meta({ id: 'TicketImage' });
export type TicketImage = z.infer<typeof ticketImage>;

/** Avatar in sizes 50/200/400 (one image); null means "use the default avatar". */
export const avatar = z
  .object({ image_50: z.string(), image_200: z.string(), image_400: z.string() })
  .nullable()
  .meta({ id: 'Avatar' });
export type Avatar = z.infer<typeof avatar>;

/** `{ id, name }` pairs: ticket types, seat types. */
export const idName = z.object({ id, name: z.string() });
export type IdName = z.infer<typeof idName>;
