import { PAGE_SIZE } from '@momento/contract';

/** Offset and limit of page `page` (1-based); one extra row tells whether a next page exists without counting. */
export function pageWindow(
  page: number | undefined,
  size: number = PAGE_SIZE,
): { offset: number; limit: number; size: number } {
  const p = page ?? 1;
  return { offset: (p - 1) * size, limit: size + 1, size };
}

/** Deep pages cost an offset scan; nobody scrolls 500 pages (10,000 tickets), so the server stops there. */
export const MAX_PAGE = 500;

/**
 * `{ items, next? }` from rows fetched with one extra: `next` is the relative link of the next page with the
 * other query parameters kept (contract: envelope), absent on the last page.
 */
export function listReply<T>(
  rows: T[],
  ctx: { path: string; search: URLSearchParams },
  page: number | undefined,
  size: number = PAGE_SIZE,
): { items: T[]; next?: string } {
  const current = page ?? 1;
  if (rows.length <= size || current >= MAX_PAGE) return { items: rows.slice(0, size) };
  const params = new URLSearchParams(ctx.search);
  params.set('page', String(current + 1));
  return { items: rows.slice(0, size), next: `${ctx.path}?${params.toString()}` };
}
