import type { WatchItem } from '@momento/contract';
import { useId } from 'react';
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
}

/**
 * /account/watchlist: the buyer's watched tickets, collections and sellers with infinite scroll, newest first, each
 * with its price now and when watching began, its state, the alert price and Remove.
 */
export function WatchlistView({ list, onEditAlert, onRemove }: WatchlistViewProps) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
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
