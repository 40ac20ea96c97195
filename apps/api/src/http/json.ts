/**
 * A handler's reply whose JSON is already encoded (the public search joins cached listings): http/operations.ts sends
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
export function listReplyText<T>(reply: { items: Buffer[]; next?: string }): JsonText<{ items: T[]; next?: string }> {
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

/** The whole reply body `{"data":...}` of a JsonText. */
export const replyBytes = (data: JsonText): Buffer => Buffer.concat([DATA_OPEN, ...data.parts, OBJECT_CLOSE]);
