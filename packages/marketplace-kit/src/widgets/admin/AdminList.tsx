import { Button } from '@momento/ui';
import type { ReactNode } from 'react';
import type { InfiniteList } from '#api/useInfiniteList.ts';
import { listTexts as englishListTexts } from '#widgets/shared/listTexts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from './AdminStates.tsx';
import * as admin from './admin.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** A paged list's state as an admin area view takes it: the first page loading, more pages, a failure and Try again. */
export interface PagedListState {
  isLoading: boolean;
  /** @default false */
  isLoadingMore?: boolean;
  /** @default false */
  hasMore?: boolean;
  error?: unknown;
  /** @default () => {} */
  onLoadMore?: () => void;
  /** Asks for the list again after a failure. */
  onRetry?: () => void;
}

/** A connected widget's list (useInfiniteList) as the state its view takes. */
export function pagedListState(list: InfiniteList<unknown>): PagedListState {
  return {
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    error: list.error,
    onLoadMore: list.loadMore,
    onRetry: list.reload,
  };
}

export interface AdminListProps<T> extends PagedListState {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when there is nothing. */
  emptyText: string;
}

/**
 * An admin area list, a page at a time: the items, then Load more while there are more. An admin works through a
 * queue item by item, so the list stays put (no infinite scroll pulling pages in while they act); a failed first
 * page says what to do, with Try again.
 */
export function AdminList<T>({
  label,
  items,
  isLoading,
  isLoadingMore = false,
  hasMore = false,
  error,
  onLoadMore = () => {},
  onRetry,
  itemKey,
  renderItem,
  emptyText,
}: AdminListProps<T>) {
  const listTexts = useTexts('list', englishListTexts);
  if (error && items.length === 0) return <LoadError error={error} onRetry={onRetry} />;
  if (isLoading) return <LoadingState />;
  if (items.length === 0) return <MessageState>{emptyText}</MessageState>;
  return (
    <div className={admin.section}>
      <ul className={admin.list} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {error ? <LoadError error={error} onRetry={onRetry} /> : null}
      {hasMore ? (
        <div>
          <Button variant="outline" isPending={isLoadingMore} onPress={onLoadMore}>
            {listTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
