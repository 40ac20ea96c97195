import { InfiniteList } from '@momento/ui';
import type { ReactNode } from 'react';
import type { InfiniteList as InfiniteListState } from '../../api/useInfiniteList.ts';
import { errorTexts } from '../../texts.ts';
import { listTexts } from './listTexts.ts';
import * as shared from './lists.css.ts';
import { LoadingState } from './LoadState.tsx';

/**
 * What a paged list shows: the items loaded so far, its loading and error states and how to load more. The result
 * of `useInfiniteList` (and of every list hook built on it) is one, as it is.
 */
export interface ResultListState<T> extends Pick<
  InfiniteListState<T>,
  'isLoading' | 'isLoadingMore' | 'hasMore' | 'error' | 'loadMore'
> {
  items: readonly T[];
}

export interface ResultListProps<T> {
  /** Accessible name of the list. */
  label: string;
  /** The list's state: pass the list hook's result (`list={useMyTickets()}`). */
  list: ResultListState<T>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when the list has no items at all ('No Tickets Found'). */
  emptyText: string;
  /** Shown after the last page ('No more tickets found'). */
  endText: string;
  /**
   * Cards in a responsive grid, or one per row.
   * @default 'grid'
   */
  layout?: 'grid' | 'list';
  /**
   * Shown when a page fails to load.
   * @default errorTexts.somethingWentWrong
   */
  errorText?: string;
}

/**
 * A paged result list with infinite scroll (the ui InfiniteList: the next page loads as the end scrolls into view,
 * or with its Load more button) and the spec's end texts: 'No more X found' after the last page, 'No X Found' when
 * there is nothing.
 */
export function ResultList<T>({
  label,
  list: { items, isLoading, isLoadingMore, hasMore, error, loadMore },
  itemKey,
  renderItem,
  emptyText,
  endText,
  layout = 'grid',
  errorText = errorTexts.somethingWentWrong,
}: ResultListProps<T>) {
  // The first page shows a page spinner; InfiniteList shows its own spinner for further pages.
  if (isLoading) return <LoadingState />;
  return (
    <InfiniteList
      aria-label={label}
      items={items}
      getKey={(item) => itemKey(item)}
      renderItem={(item) => renderItem(item)}
      hasMore={hasMore}
      onLoadMore={loadMore}
      isLoading={isLoadingMore}
      error={error ? errorText : undefined}
      emptyText={emptyText}
      endText={endText}
      loadMoreLabel={listTexts.loadMore}
      loadingLabel={listTexts.loadingMore}
      className={layout === 'grid' ? shared.gridResults : shared.listResults}
    />
  );
}
