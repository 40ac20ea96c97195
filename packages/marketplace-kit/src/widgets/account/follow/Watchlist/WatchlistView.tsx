import type { WatchItem } from '@momento/contract';
import { useEffect, useId, useRef } from 'react';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import * as styles from '../follow.css.ts';
import { WatchlistCard, watchKey } from './WatchlistCard.tsx';

export interface WatchlistViewProps {
  /** The watched items: the result of `useWatchlist()`. */
  list: ResultListState<WatchItem>;
  /** Alert price of an item (its dialog). */
  onEditAlert: (item: WatchItem) => void;
  /** Remove an item (its confirmation). */
  onRemove: (item: WatchItem) => void;
  /** Changes after an item left the list: the focus moves to the heading (its Remove button is gone). */
  focusKey?: number;
}

/**
 * /account/watchlist: the buyer's watched tickets, collections and sellers with infinite scroll, newest first, each
 * with its price now and when watching began, its state, the alert price and Remove.
 */
export function WatchlistView({ list, onEditAlert, onRemove, focusKey = 0 }: WatchlistViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t.watchlistHeading}
      </h1>
      <ResultList
        label={t.watchlistLabel}
        layout="list"
        list={list}
        itemKey={watchKey}
        renderItem={(item) => <WatchlistCard item={item} onEditAlert={onEditAlert} onRemove={onRemove} />}
        emptyText={t.watchlistEmpty}
        endText={t.watchlistEnd}
      />
    </section>
  );
}
