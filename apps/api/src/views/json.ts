/**
 * A handler's reply whose JSON is already encoded (the public search joins cached tickets): http/operations.ts sends
 * `{"data":<bytes>}` without building and serialising objects again.
 */
export class JsonText<T = unknown> {
  /** UTF-8 JSON of the reply's `data`, in pieces to be joined in order. */
  readonly parts: Buffer[];
  /** The reply type the bytes encode (for the handler's type only). */
  declare readonly reply?: T;

  constructor(parts: Buffer[]) {
    this.parts = parts;
  }
}

const bytes = (text: string) => Buffer.from(text);
const ITEMS_OPEN = bytes('{"items":[');
const COMMA = bytes(',');
const ITEMS_CLOSE = bytes(']');
const OBJECT_CLOSE = bytes('}');
const DATA_OPEN = bytes('{"data":');

/** `{ items, next? }` (paging.ts listReply) as JSON, from items that are encoded JSON already. */
export function listReplyText<T>(reply: {
  items: Buffer[];
  next?: string;
}): JsonText<{ items: T[]; next?: string }> {
  const parts: Buffer[] = [ITEMS_OPEN];
  reply.items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(ITEMS_CLOSE);
  if (reply.next !== undefined) parts.push(bytes(`,"next":${JSON.stringify(reply.next)}`));
  parts.push(OBJECT_CLOSE);
  return new JsonText(parts);
}

/**
 * A reply body in pieces, sent as they are (one write of all of them, see http/reply.ts) and kept so by the reply
 * cache: a search's pieces are the ticket cache's own bytes, shared rather than copied. A page joined into one buffer
 * was a new ~40 KB allocation outside the JavaScript heap for every search not answered from the cache, which made
 * the engine run a full collection about every second under the search load (a pause of 7-13 ms each).
 */
export class ReplyParts {
  readonly parts: readonly Buffer[];
  readonly byteLength: number;

  constructor(parts: readonly Buffer[]) {
    this.parts = parts;
    this.byteLength = parts.reduce((sum, part) => sum + part.byteLength, 0);
  }

  /** The pieces joined (for gzip, or where the reply cannot be written in pieces). */
  joined(): Buffer {
    return Buffer.concat(this.parts as Buffer[], this.byteLength);
  }
}

/** A reply's bytes: whole, or in pieces. */
export type ReplyBody = Buffer | ReplyParts;

/** A reply body as one buffer. */
export const bodyBytes = (body: ReplyBody): Buffer => (body instanceof ReplyParts ? body.joined() : body);

/** The whole reply body `{"data":...}` of a JsonText, in pieces. */
export const replyParts = (data: JsonText): ReplyParts =>
  new ReplyParts([DATA_OPEN, ...data.parts, OBJECT_CLOSE]);
