import type { AdminQueueItem } from '@momento/contract';
import { MERGEABLE_KINDS, MODERATION_KINDS, type ModerationKind } from '@momento/contract/routes';
import { Badge, Button } from '@momento/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { AdminList, type PagedListState } from '../AdminList.tsx';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { moderationTexts as englishModerationTexts } from './moderationTexts.ts';
import * as admin from '../admin.css.ts';
import type { OpenDialog } from './ModerationDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { adminLabels as englishAdminLabels } from '../adminLabels.ts';

// The dialogs (react-aria's modal, the forms) load when one opens: the queue alone stays small.
const ModerationDialog = lazy(async () => ({
  default: (await import('./ModerationDialog.tsx')).ModerationDialog,
}));

/** The age filter's choices, in days. */
export const QUEUE_AGES = [1, 7, 30] as const;

/** An item's identity in the queue (ids are per kind). */
export const queueKey = (item: Pick<AdminQueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

const isMergeable = (kind: ModerationKind) => (MERGEABLE_KINDS as readonly ModerationKind[]).includes(kind);

export interface QueueFilters {
  kind?: ModerationKind;
  /** Only items waiting at least this many days. */
  age?: number;
}

export interface ModerationQueueViewProps extends PagedListState {
  items: readonly AdminQueueItem[];
  filters: QueueFilters;
  onFiltersChange: (filters: QueueFilters) => void;
  /** Each action resolves true when it succeeded (a dialog then closes; a failure keeps it open with what was typed). */
  onApprove: (item: AdminQueueItem) => Promise<boolean> | boolean;
  onReject: (item: AdminQueueItem, reason: string) => Promise<boolean> | boolean;
  onEditApprove: (item: AdminQueueItem, displayName: string) => Promise<boolean> | boolean;
  onMerge: (item: AdminQueueItem) => Promise<boolean> | boolean;
  onBulkApprove: (items: readonly AdminQueueItem[]) => Promise<boolean> | boolean;
  /** The queue key of the item whose action is running. */
  pendingKey?: string | null;
  /** @default false */
  isBulkPending?: boolean;
  /**
   * Where the admin area is mounted: creators link to their user page.
   * @default '/admin'
   */
  basePath?: string;
  /** An item's history (the audit log's entries about it), shown when the admin opens it. */
  renderHistory?: (item: AdminQueueItem) => ReactNode;
}

/**
 * The moderation queue: every reference item sellers created that waits for approval, oldest first, with its creator,
 * date and the tickets that use it; a likely duplicate of an approved item is flagged with Merge. Approve, Reject
 * (with a reason the creator sees), Edit then approve; filters by kind and age; several selected items approve at once.
 */
export function ModerationQueueView({
  items,
  filters,
  onFiltersChange,
  onApprove,
  onReject,
  onEditApprove,
  onMerge,
  onBulkApprove,
  pendingKey = null,
  isBulkPending = false,
  basePath = '/admin',
  renderHistory,
  ...list
}: ModerationQueueViewProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consoleModeration', englishModerationTexts);
  const format = useFormat();
  const labels = useTexts('consoleLabels', englishAdminLabels);
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  // Only items still in the list count as selected (an approved item leaves the queue).
  const selectedItems = items.filter((item) => selected.has(queueKey(item)));
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const toggle = (item: AdminQueueItem, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(queueKey(item));
      else next.delete(queueKey(item));
      return next;
    });
  const bulkApprove = async () => {
    if (await onBulkApprove(selectedItems)) setSelected(new Set());
  };

  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <div className={admin.toolbar}>
        <h1 id={titleId} className={admin.title}>
          {t.title}
        </h1>
        <div className={admin.filters}>
          <ChoiceGroup
            label={t.kind}
            value={filters.kind ?? ''}
            options={[
              { value: '', label: t.anyKind },
              ...MODERATION_KINDS.map((kind) => ({ value: kind, label: labels.moderationKind[kind] })),
            ]}
            onChange={(value) =>
              onFiltersChange({ ...filters, kind: (value || undefined) as ModerationKind | undefined })
            }
          />
          <ChoiceGroup
            label={t.age}
            value={filters.age ? String(filters.age) : ''}
            options={[
              { value: '', label: t.anyAge },
              ...QUEUE_AGES.map((days) => ({ value: String(days), label: t.ageOption(days) })),
            ]}
            onChange={(value) => onFiltersChange({ ...filters, age: value ? Number(value) : undefined })}
          />
        </div>
      </div>
      {items.length > 0 ? (
        <div className={admin.actions}>
          <label className={admin.checkLabel}>
            <input
              type="checkbox"
              className={admin.checkbox}
              checked={allSelected}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(items.map(queueKey)) : new Set())
              }
            />
            {t.selectAll}
          </label>
          <Button
            isDisabled={selectedItems.length === 0}
            isPending={isBulkPending}
            onPress={() => void bulkApprove()}
          >
            {t.approveSelected(selectedItems.length)}
          </Button>
        </div>
      ) : null}
      <AdminList
        label={t.listLabel}
        items={items}
        {...list}
        itemKey={queueKey}
        emptyText={t.empty}
        renderItem={(item) => {
          const key = queueKey(item);
          const isPending = pendingKey === key;
          return (
            <article className={admin.row} aria-labelledby={`queue-${key}`}>
              <div className={admin.rowMain}>
                <div className={admin.rowTitle}>
                  <input
                    type="checkbox"
                    className={admin.checkbox}
                    aria-label={t.select(item.display_name)}
                    checked={selected.has(key)}
                    onChange={(event) => toggle(item, event.target.checked)}
                  />
                  <span id={`queue-${key}`}>{item.display_name}</span>
                  <Badge tone="info">{labels.moderationKind[item.kind]}</Badge>
                  {item.similar ? (
                    <Badge tone="warning">{t.duplicateOf(item.similar.display_name)}</Badge>
                  ) : null}
                </div>
                {item.details ? <span>{item.details}</span> : null}
                <span className={admin.muted}>
                  {t.created} <time dateTime={item.created_date}>{format.dateTime(item.created_date)}</time>{' '}
                  {adminSharedTexts.by}{' '}
                  {item.creator ? (
                    <MarketplaceLink href={`${basePath}/users/${item.creator.id}`}>
                      {item.creator.name} ({item.creator.email})
                    </MarketplaceLink>
                  ) : (
                    t.creatorUnknown
                  )}
                  {item.kind === 'event' ? null : ` · ${t.events(item.event_count)}`}
                </span>
                {item.listings.count === 0 ? (
                  <span className={admin.muted}>{t.noListings}</span>
                ) : (
                  <span>
                    {t.listings(item.listings.count)}:{' '}
                    {item.listings.items.map((ticket, index) => (
                      <span key={ticket.product_id}>
                        {index > 0 ? ', ' : null}
                        <MarketplaceLink href={`/tickets/${ticket.product_id}`}>
                          {ticket.listing_name}
                        </MarketplaceLink>
                      </span>
                    ))}
                  </span>
                )}
                {renderHistory ? (
                  <div>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-expanded={historyOf === key}
                      onPress={() => setHistoryOf(historyOf === key ? null : key)}
                    >
                      {adminSharedTexts.history}
                    </Button>
                    {historyOf === key ? renderHistory(item) : null}
                  </div>
                ) : null}
              </div>
              <div className={admin.actions}>
                <Button
                  isPending={isPending && dialog === null}
                  onPress={() => void onApprove(item)}
                  aria-describedby={`queue-${key}`}
                >
                  {t.approve}
                </Button>
                <Button
                  variant="outline"
                  onPress={() => setDialog({ type: 'edit', item })}
                  aria-describedby={`queue-${key}`}
                >
                  {t.editApprove}
                </Button>
                <Button
                  variant="outline"
                  tone="danger"
                  onPress={() => setDialog({ type: 'reject', item })}
                  aria-describedby={`queue-${key}`}
                >
                  {t.reject}
                </Button>
                {item.similar && isMergeable(item.kind) ? (
                  <Button
                    variant="outline"
                    onPress={() => setDialog({ type: 'merge', item })}
                    aria-describedby={`queue-${key}`}
                  >
                    {t.merge}
                  </Button>
                ) : null}
              </div>
            </article>
          );
        }}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <ModerationDialog
            dialog={dialog}
            isPending={pendingKey === queueKey(dialog.item)}
            onReject={onReject}
            onEditApprove={onEditApprove}
            onMerge={onMerge}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
