import type { ListPage } from '@momento/contract';
import { useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { mountedLists } from './infiniteLists.ts';

/** The page number in a `next` link ('/events.php?page=3&...'), or null when it has none. */
export function pageFromNext(next: string | undefined | null): number | null {
  if (!next) return null;
  const page = Number(new URL(next, 'http://next.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

export interface InfiniteList<T> {
  items: T[];
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** More pages exist (the last answer had a `next` link). */
  hasMore: boolean;
  /** Loaded, with no items at all ('No Tickets Found'). */
  isEmpty: boolean;
  error: unknown;
  loadMore(): void;
  /** Revalidates every loaded page. */
  reload(): void;
}

/**
 * Infinite scroll over a paged list (`{ items, next? }`): the page number of each request is taken from the previous
 * answer's `next` link; more exists while `next` is present. `baseKey` null pauses.
 */
export function useInfiniteList<T>(
  baseKey: readonly unknown[] | null,
  fetchPage: (page: number) => Promise<ListPage<T>>,
  {
    revalidateFirstPage = false,
  }: {
    /**
     * Read the first page again whenever the list revalidates (mounting with cached pages, loading more): for lists
     * whose newest entries come first and change while no one looks (rooms, messages).
     * @default false
     */
    revalidateFirstPage?: boolean;
  } = {},
): InfiniteList<T> {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ListPage<T>>(
    (index, previous: ListPage<T> | null) => {
      if (!baseKey) return null;
      if (index === 0) return [...baseKey, 1];
      const page = pageFromNext(previous?.next);
      return page === null ? null : [...baseKey, page];
    },
    (key: readonly unknown[]) => fetchPage(key[key.length - 1] as number),
    { revalidateFirstPage },
  );
  // The base key's content, not its identity, decides which list this is.
  const keyText = baseKey ? JSON.stringify(baseKey) : null;
  useEffect(() => {
    if (keyText === null) return undefined;
    const reload = () => void mutate();
    mountedLists.set(reload, JSON.parse(keyText) as unknown[]);
    return () => void mountedLists.delete(reload);
  }, [keyText, mutate]);
  // One result object while nothing in it changed: a page that defers the list (useDeferredValue) and memoises its
  // view renders again only when the list did.
  return useMemo(() => {
    const pages = data ?? [];
    const last = pages[pages.length - 1];
    const hasMore = !!last?.next;
    const items = pages.flatMap((page) => page.items);
    return {
      items,
      isLoading,
      isLoadingMore: isValidating && size > pages.length,
      hasMore,
      isEmpty: !isLoading && !error && pages.length > 0 && items.length === 0,
      error,
      loadMore: () => {
        if (hasMore && !isValidating) void setSize(size + 1);
      },
      reload: () => void mutate(),
    };
  }, [data, isLoading, isValidating, size, error, setSize, mutate]);
}
