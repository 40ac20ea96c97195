import { memo, useCallback } from 'react';
import { usePriceHistory } from '#api/products/priceHistory.ts';
import { useDeferredQuery } from '#api/useDeferredQuery.ts';
import { PriceHistoryView, type PriceHistoryViewProps } from './PriceHistoryView.tsx';

/** Renders again only when its props change (see PriceHistory). */
const PriceHistoryPart = /* @__PURE__ */ memo(PriceHistoryView);

export interface PriceHistoryProps extends Pick<
  PriceHistoryViewProps,
  'headingLevel' | 'defaultShowTable' | 'today'
> {
  /** The event whose asking and sold prices are shown (a ticket's `event.event_id`, /tickets?event=). */
  eventId: number | string;
}

/**
 * An event's price history, connected: reads the priceHistory operation and shows its chart, summary and data table
 * (docs/rules/follow.md). The chart's code loads the first time a history with prices shows.
 */
export function PriceHistory({ eventId, ...viewProps }: PriceHistoryProps) {
  const id = Number(eventId);
  const valid = Number.isInteger(id) && id > 0 ? id : null;
  const query = usePriceHistory(valid);
  // The history renders as a transition (React splits it into short slices), not in its data's synchronous update.
  const { data, error, isLoading } = useDeferredQuery(query);
  const { mutate } = query;
  const onRetry = useCallback(() => void mutate(), [mutate]);
  return (
    <PriceHistoryPart
      {...viewProps}
      history={data ?? null}
      // An id that cannot be an event has no history to load: the empty text shows at once.
      isLoading={valid !== null && isLoading}
      isError={Boolean(error)}
      onRetry={onRetry}
    />
  );
}
