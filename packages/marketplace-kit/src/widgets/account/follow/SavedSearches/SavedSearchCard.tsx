import type { SavedSearch } from '@momento/contract';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_ALERT_LABELS,
  type SavedSearchAlert,
} from '@momento/contract/routes';
import { Badge, Button } from '@momento/ui';
import { useFormat } from '#locale/useFormat.ts';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { filterSummary, useFilterNames } from '#widgets/browse/savedSearchWords.ts';
import * as styles from '../follow.css.ts';

export interface SavedSearchCardProps {
  search: SavedSearch;
  /** The alert shown (the one being saved while a change is on its way). */
  alert: SavedSearchAlert;
  onAlertChange: (search: SavedSearch, alert: SavedSearchAlert) => void;
  /** Run: /tickets with the filters; the new matches are seen. */
  onRun: (search: SavedSearch) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its name, its filters in words, its new matches, the alert choice, Run, Rename and Delete. */
export function SavedSearchCard({
  search,
  alert,
  onAlertChange,
  onRun,
  onRename,
  onDelete,
}: SavedSearchCardProps) {
  const names = useFilterNames(search.filters);
  const format = useFormat();
  const titleId = `saved-search-${search.id}`;
  return (
    <article className={styles.searchCard} aria-labelledby={titleId}>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {search.name}
        </h2>
        <p className={styles.summary}>{filterSummary(search.filters, names, format.locale)}</p>
        <div className={styles.badges}>
          {search.new_matches > 0 ? (
            <Badge tone="info">{t.newMatches(search.new_matches)}</Badge>
          ) : (
            <span className={styles.detail}>{t.newMatches(0)}</span>
          )}
        </div>
        {/* Native radios (one name per search: arrows move between them) rather than the ui RadioGroup, whose focus
            and validation code would be most of the page's JS budget (scripts/budgets.mjs); the same roles and names. */}
        <div role="radiogroup" aria-labelledby={`${titleId}-alerts`} className={styles.alertChoice}>
          <span id={`${titleId}-alerts`} className={styles.alertLabel}>
            {t.alerts}
          </span>
          {SAVED_SEARCH_ALERTS.map((choice) => (
            <label key={choice} className={styles.alertOption}>
              <input
                type="radio"
                className={styles.alertInput}
                name={`${titleId}-alert`}
                value={choice}
                checked={alert === choice}
                onChange={() => onAlertChange(search, choice)}
              />
              {SAVED_SEARCH_ALERT_LABELS[choice]}
            </label>
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <Button aria-label={t.runSearch(search.name)} onPress={() => onRun(search)}>
          {t.run}
        </Button>
        <Button variant="outline" aria-label={t.renameSearch(search.name)} onPress={() => onRename(search)}>
          {t.rename}
        </Button>
        <Button
          variant="outline"
          tone="danger"
          aria-label={t.deleteSearch(search.name)}
          onPress={() => onDelete(search)}
        >
          {t.delete}
        </Button>
      </div>
    </article>
  );
}
