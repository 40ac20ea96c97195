import type { AuditEntry } from '@momento/contract';
import { Button } from '@momento/ui';
import { listTexts as englishListTexts } from '#widgets/shared/listTexts.ts';
import { auditTexts as englishAuditTexts } from './auditTexts.ts';
import * as admin from '../admin.css.ts';
import { auditChanges } from './auditChanges.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { adminLabels as englishAdminLabels } from '../adminLabels.ts';

/** 'Venue #12', 'Sub-order #40' (with the labels of the provider's language when given). */
export const auditItemLabel = (
  entry: Pick<AuditEntry, 'item_kind' | 'item_id'>,
  labels: typeof englishAdminLabels = englishAdminLabels,
) => `${labels.auditItem[entry.item_kind]} #${entry.item_id}`;

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** The table's caption (its accessible name). */
  caption: string;
  /** @default false */
  hasMore?: boolean;
  /** @default false */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /**
   * Hides the Item column (an item's own history).
   * @default false
   */
  hideItem?: boolean;
}

/** Audit entries as a table: who, when, what, on which item, and each changed field before and after. */
export function AuditTable({
  entries,
  caption,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  hideItem = false,
}: AuditTableProps) {
  const listTexts = useTexts('list', englishListTexts);
  const t = useTexts('consoleAudit', englishAuditTexts);
  const format = useFormat();
  const labels = useTexts('consoleLabels', englishAdminLabels);
  return (
    <div className={admin.tableBox}>
      <table className={admin.table}>
        <caption className={admin.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.actor}</th>
            <th scope="col">{t.action}</th>
            {hideItem ? null : <th scope="col">{t.item}</th>}
            <th scope="col">{t.change}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </td>
              <td>
                {entry.actor.name}
                <br />
                <span className={admin.muted}>{entry.actor.email}</span>
              </td>
              <td>{labels.auditAction[entry.action]}</td>
              {hideItem ? null : <td>{auditItemLabel(entry, labels)}</td>}
              <td>
                <ul className={admin.inlineList}>
                  {auditChanges(entry).map((change) => (
                    <li key={change.field} className={admin.change}>
                      {change.field}: {change.before ?? t.nothing} → {change.after ?? t.nothing}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasMore && onLoadMore ? (
        <Button variant="outline" isPending={isLoadingMore} onPress={onLoadMore}>
          {listTexts.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
