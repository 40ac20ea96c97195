import { lazy, Suspense } from 'react';
import type { AdminQueueItem } from '@momento/contract';
import { MODERATION_KINDS, type MergeableKind, type ModerationKind } from '@momento/contract/routes';
import { useQueueDecision, useBulkApprove, useQueueMerge } from '#api/admin/useAdminActions.ts';
import { useAdminQueue } from '#api/admin/useAdminData.ts';
import { readNumber, useQueryState, type QueryStateProps } from '#widgets/browse/searchQuery.ts';
import { moderationTexts as englishModerationTexts } from './moderationTexts.ts';
import { usePendingAction } from '../usePendingAction.ts';
import { ModerationQueueView, queueKey, type QueueFilters } from './ModerationQueueView.tsx';
import { pagedListState } from '../AdminList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

// An item's history (the audit log's table) loads when it is shown.
const ItemHistory = lazy(async () => ({
  default: (await import('../AuditLog/ItemHistory.tsx')).ItemHistory,
}));

export interface ModerationQueueProps extends QueryStateProps {
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

const kindOf = (value: string | undefined): ModerationKind | undefined =>
  (MODERATION_KINDS as readonly string[]).includes(value ?? '') ? (value as ModerationKind) : undefined;

/**
 * The moderation queue, connected: the filters live in the query (`kind`, `age`); each decision is sent, toasted and
 * the queue read again; the creator gets an e-mail and sees the status in their ticket form (the server's part).
 */
export function ModerationQueue({ basePath, ...queryProps }: ModerationQueueProps) {
  const t = useTexts('consoleModeration', englishModerationTexts);
  const [query, setQuery] = useQueryState(queryProps);
  const filters: QueueFilters = { kind: kindOf(query['kind']), age: readNumber(query, 'age') || undefined };
  const queue = useAdminQueue({
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.age ? { age: filters.age } : {}),
  });
  const { pending, run: runFor } = usePendingAction<string>();
  const decide = useQueueDecision({
    successNotice: (reply, body) =>
      body.decision === 'REJECT' ? t.rejected(reply.display_name) : t.approved(reply.display_name),
  });
  const bulk = useBulkApprove({ successNotice: (reply) => t.bulkApproved(reply.items.length) });
  const merge = useQueueMerge({
    successNotice: (reply) => t.merged(reply.merged.display_name, reply.into.display_name),
  });

  const run = (item: AdminQueueItem, send: () => Promise<{ ok: boolean }>) => runFor(queueKey(item), send);

  return (
    <ModerationQueueView
      items={queue.items}
      {...pagedListState(queue)}
      filters={filters}
      onFiltersChange={(next) =>
        setQuery({
          ...(next.kind ? { kind: next.kind } : {}),
          ...(next.age ? { age: String(next.age) } : {}),
        })
      }
      onApprove={(item) => run(item, () => decide.run({ decision: 'APPROVE', kind: item.kind, id: item.id }))}
      onReject={(item, reason) =>
        run(item, () => decide.run({ decision: 'REJECT', kind: item.kind, id: item.id, reason }))
      }
      onEditApprove={(item, displayName) =>
        run(item, () =>
          decide.run({ decision: 'EDIT_APPROVE', kind: item.kind, id: item.id, display_name: displayName }),
        )
      }
      onMerge={(item) =>
        item.similar
          ? run(item, () =>
              merge.run({ kind: item.kind as MergeableKind, id: item.id, into: item.similar?.id ?? 0 }),
            )
          : false
      }
      onBulkApprove={async (items) =>
        (await bulk.run({ items: items.map(({ kind, id }) => ({ kind, id })) })).ok
      }
      pendingKey={pending}
      isBulkPending={bulk.isPending}
      basePath={basePath}
      renderHistory={(item) => (
        <Suspense fallback={null}>
          <ItemHistory kind={item.kind} id={item.id} name={item.display_name} />
        </Suspense>
      )}
    />
  );
}
