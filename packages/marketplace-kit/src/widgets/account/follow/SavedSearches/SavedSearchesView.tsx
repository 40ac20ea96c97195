import type { SavedSearch, SavedSearchAlert } from '@momento/contract';
import { useEffect, useId, useRef } from 'react';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import * as styles from '../follow.css.ts';
import { SavedSearchCard } from './SavedSearchCard.tsx';

export interface SavedSearchesViewProps {
  /** The saved searches: the result of `useSavedSearches()`. */
  list: ResultListState<SavedSearch>;
  /** Alerts being changed, by search id (shown at once, before the server answers). */
  pendingAlerts?: Readonly<Record<number, SavedSearchAlert>>;
  onAlertChange: (search: SavedSearch, alert: SavedSearchAlert) => void;
  onRun: (search: SavedSearch) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  /** Changes after a search left the list: the focus moves to the heading (its Delete button is gone). */
  focusKey?: number;
}

/**
 * /account/searches: the buyer's saved searches with infinite scroll, each with its filters in words, its new
 * matches, the alert (Off, Instant, Daily digest), Run, Rename and Delete.
 */
export function SavedSearchesView({
  list,
  pendingAlerts = {},
  onAlertChange,
  onRun,
  onRename,
  onDelete,
  focusKey = 0,
}: SavedSearchesViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t.searchesHeading}
      </h1>
      <ResultList
        label={t.searchesLabel}
        layout="list"
        list={list}
        itemKey={(search) => search.id}
        renderItem={(search) => (
          <SavedSearchCard
            search={search}
            alert={pendingAlerts[search.id] ?? search.alert}
            onAlertChange={onAlertChange}
            onRun={onRun}
            onRename={onRename}
            onDelete={onDelete}
          />
        )}
        emptyText={t.searchesEmpty}
        endText={t.searchesEnd}
      />
    </section>
  );
}
