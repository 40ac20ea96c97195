/**
 * Prepared statements of one connection by their text, least recently used first, at most `max`: the bookkeeping of
 * pglitePrepared.ts (PGlite) and planOnce.ts (PostgreSQL). Each closes what `makeRoom` hands back on its own protocol.
 */
export class RecentStatements<T> {
  readonly #entries = new Map<string, T>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The entry of `text`, now the most recently used; undefined when it is not kept. */
  get(text: string): T | undefined {
    const entry = this.#entries.get(text);
    if (entry !== undefined) {
      this.#entries.delete(text);
      this.#entries.set(text, entry);
    }
    return entry;
  }

  /** When full, forgets the least recently used entry and returns it, for its statement to be closed. */
  makeRoom(): T | undefined {
    if (this.#entries.size < this.#max) return undefined;
    const [text, entry] = this.#entries.entries().next().value as [string, T];
    this.#entries.delete(text);
    return entry;
  }

  /** Keeps `entry` for `text`, as the most recently used (call makeRoom first). */
  set(text: string, entry: T): void {
    this.#entries.set(text, entry);
  }

  delete(text: string): void {
    this.#entries.delete(text);
  }
}
