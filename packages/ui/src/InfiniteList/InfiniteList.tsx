import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './InfiniteList.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export interface InfiniteListProps<T> {
  /** The items loaded so far. */
  items: readonly T[];
  /** Renders one item (inside an `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item. */
  getKey: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  'aria-label': string;
  /** Whether more items exist after the loaded ones. */
  hasMore: boolean;
  /** Loads the next page; called when the end of the list scrolls into view or "Load more" is pressed. */
  onLoadMore: () => void;
  /**
   * Whether a page is loading (the first one or a further one).
   * @default false
   */
  isLoading?: boolean;
  /** The last load's error message; shown with a retry button, and automatic loading pauses. */
  error?: ReactNode;
  /** Shown under the list once everything is loaded (the spec's end text, passed by the caller). */
  endText?: ReactNode;
  /** Shown instead of the list when there are no items (the spec's empty text, passed by the caller). */
  emptyText: ReactNode;
  /**
   * Label of the keyboard-reachable load button.
   * @default 'Load more', the `UITexts` `loadMore` text
   */
  loadMoreLabel?: string;
  /**
   * Label of the retry button after an error.
   * @default 'Try again', the `UITexts` `tryAgain` text
   */
  retryLabel?: string;
  /**
   * Accessible name of the loading spinner.
   * @default 'Loading', the `UITexts` `loading` text
   */
  loadingLabel?: string;
  /**
   * Above this many items the list is virtualised (only rows near the viewport are in the DOM).
   * @default 200
   */
  virtualizeAbove?: number;
  /**
   * Estimated row height in pixels for virtualisation (rows are measured once rendered).
   * @default 96
   */
  estimateSize?: number;
  /** Extra class name. */
  className?: string;
}

/**
 * A pagination-free list: an IntersectionObserver sentinel after the last item calls `onLoadMore` while
 * `hasMore`; a "Load more" button does the same for keyboard users and when observers are unavailable.
 * Long lists render through @tanstack/react-virtual against the window scroll.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  'aria-label': ariaLabel,
  hasMore,
  onLoadMore,
  isLoading = false,
  error,
  endText,
  emptyText,
  loadMoreLabel = uiText('loadMore'),
  retryLabel = uiText('tryAgain'),
  loadingLabel = uiText('loading'),
  virtualizeAbove = 200,
  estimateSize = 96,
  className,
}: InfiniteListProps<T>) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isLoading && !error;
  // The observer callback reads the latest values without re-subscribing on every render.
  const latest = useRef({ canLoad, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { canLoad, onLoadMore };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && latest.current.canLoad) {
          latest.current.onLoadMore();
        }
      },
      // Start loading a little before the end comes into view.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [items.length, hasMore]);

  const isEmpty = items.length === 0 && !hasMore && !isLoading && !error;
  const isVirtual = items.length > virtualizeAbove;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {isEmpty ? (
        <p className={styles.footer} data-empty="">
          {emptyText}
        </p>
      ) : isVirtual ? (
        <VirtualRows
          items={items}
          renderItem={renderItem}
          getKey={getKey}
          ariaLabel={ariaLabel}
          isLoading={isLoading}
          estimateSize={estimateSize}
        />
      ) : (
        <ul className={styles.list} aria-label={ariaLabel} aria-busy={isLoading || undefined}>
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer}>
        {isLoading && <Spinner label={loadingLabel} />}
        {error && !isLoading && (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        )}
        {hasMore && !isLoading && (
          <Button variant="outline" onPress={onLoadMore}>
            {error ? retryLabel : loadMoreLabel}
          </Button>
        )}
        {!hasMore && !isLoading && items.length > 0 && endText && <p data-end="">{endText}</p>}
      </div>
    </div>
  );
}

function VirtualRows<T>({
  items,
  renderItem,
  getKey,
  ariaLabel,
  isLoading,
  estimateSize,
}: Pick<InfiniteListProps<T>, 'items' | 'renderItem' | 'getKey' | 'estimateSize'> & {
  ariaLabel: string;
  isLoading: boolean;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize ?? 96,
    overscan: 5,
    scrollMargin,
    // A row that has not been laid out yet (0 px) keeps its estimate instead of collapsing the list.
    measureElement: (element) => element.getBoundingClientRect().height || (estimateSize ?? 96),
    getItemKey: (index) => getKey(items[index]!, index),
  });
  return (
    <ul
      ref={listRef}
      className={styles.list}
      aria-label={ariaLabel}
      aria-busy={isLoading || undefined}
      data-virtual=""
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          // Only nearby rows exist in the DOM, so each states its place in the whole list.
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          className={styles.virtualRow}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index]!, row.index)}
        </li>
      ))}
    </ul>
  );
}
