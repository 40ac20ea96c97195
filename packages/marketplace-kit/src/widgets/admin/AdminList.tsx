import { Button } from '@momento/ui';
import type { ReactNode } from 'react';
import { listTexts } from '#widgets/shared/listTexts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from './AdminStates.tsx';
import * as admin from './admin.css.ts';

export interface AdminListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  isLoading: boolean;
  /** @default false */
  isLoadingMore?: boolean;
  /** @default false */
  hasMore?: boolean;
  error?: unknown;
  /** @default () => {} */
  onLoadMore?: () => void;
  onRetry?: () => void;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when there is nothing. */
  emptyText: string;
}

/**
 * A console list, a page at a time: the items, then Load more while there are more. An operator works through a
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
