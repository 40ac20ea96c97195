import { Box, Button, Spinner } from '@momento/ui';
import type { ReactNode } from 'react';
import { errorTexts } from '../messages.ts';
import { browseTexts } from './browseTexts.ts';
import { LoadingState, MessageState } from './LoadState.tsx';

export interface ResultListProps<T> {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  onLoadMore: () => void;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when the list has no items at all ('No Tickets Found'). */
  emptyText: string;
  /** Shown after the last page ('No more tickets found'). */
  endText: string;
  /** Class of the <ul> (grid or list layout). */
  className?: string;
}

/**
 * A paged result list with the spec's end texts: the first-page spinner, the items, more pages on demand, then
 * 'No more X found' after the last page or 'No X Found' when there is nothing (public-site.md section 2).
 */
export function ResultList<T>({
  label,
  items,
  isLoading,
  isLoadingMore,
  hasMore,
  error,
  onLoadMore,
  itemKey,
  renderItem,
  emptyText,
  endText,
  className,
}: ResultListProps<T>) {
  if (isLoading) return <LoadingState />;
  if (error && items.length === 0) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (items.length === 0) return <MessageState>{emptyText}</MessageState>;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ul aria-label={label} className={className}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {isLoadingMore ? (
        <Box display="flex" justifyContent="center">
          <Spinner label={browseTexts.loadingMore} />
        </Box>
      ) : hasMore ? (
        <Box display="flex" justifyContent="center">
          <Button variant="outline" onPress={onLoadMore}>
            {browseTexts.loadMore}
          </Button>
        </Box>
      ) : (
        <MessageState>{endText}</MessageState>
      )}
    </Box>
  );
}
