import {
  QUEUE_REFUSALS,
  DUPLICATE_SIMILARITY_MIN,
  type AdminQueueDecision,
  type AdminQueueItem,
  type ModerationKind,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { referenceDecided } from '../notifications/moderation.ts';
import {
  hasTrigrams,
  lockItem,
  moveReferences,
  nameTaken,
  queuePage,
  setDecision,
} from '../queries/adminQueue.ts';

// The moderation queue (admin): GET/PUT /admin/moderation.php (list, decide, bulk_approve, merge). Rules in
// docs/rules/permissions.md ("The operator").

const stateOf = (item: { status: string; display_name: string; rejection_reason: string | null }) => ({
  status: item.status,
  display_name: item.display_name,
  rejection_reason: item.rejection_reason,
});

type Decision = { status: 'APPROVED' | 'REJECTED'; reason: string | null; name?: string };

/** Decides one INQUEUE item: the change, its audit row and the creator's notification, in the caller's transaction. */
async function decide(
  db: Queryable,
  viewer: Viewer,
  kind: ModerationKind,
  id: number,
  decision: Decision,
  action: 'QUEUE_APPROVE' | 'QUEUE_REJECT' | 'QUEUE_EDIT_APPROVE',
): Promise<AdminQueueDecision> {
  const item = await lockItem(db, kind, id);
  if (!item) throw notFound(QUEUE_REFUSALS.notFound(kind));
  if (item.status !== 'INQUEUE') throw conflict(QUEUE_REFUSALS.decided(kind, item.display_name));
  if (decision.name !== undefined && (await nameTaken(db, kind, item, decision.name)))
    throw conflict(QUEUE_REFUSALS.nameTaken(kind, decision.name));
  await setDecision(db, kind, id, { ...decision, decidedBy: viewer.id });
  const after = {
    status: decision.status,
    display_name: decision.name ?? item.display_name,
    rejection_reason: decision.reason,
  };
  await audit(db, { actorId: viewer.id, action, kind, itemId: id, before: stateOf(item), after });
  if (item.created_by !== null && item.created_by !== viewer.id) {
    await referenceDecided(db, {
      kind,
      id,
      creatorId: item.created_by,
      name: after.display_name,
      status: decision.status,
      reason: decision.reason,
    });
  }
  return { kind, id, ...after };
}

export const adminQueueHandlers = {
  async adminQueue(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const trigrams = await hasTrigrams(ctx.services.database);
    const page = listReply(
      await queuePage(ctx.db, { kind: q.kind, age: q.age }, limit, offset, trigrams),
      ctx,
      q.page,
      size,
    );
    const items = page.items.map((row): AdminQueueItem => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      display_name: row.display_name,
      status: 'INQUEUE',
      details: row.details,
      creator:
        row.creator_id === null
          ? null
          : { id: row.creator_id, name: row.creator_name ?? '', email: row.creator_email ?? '' },
      created_date: new Date(row.created_at).toISOString(),
      listings: { count: row.listing_count, items: row.listing_items },
      event_count: row.kind === 'event' ? 0 : row.event_count,
      similar:
        row.similar_id !== null && row.similar_score !== null && row.similar_score >= DUPLICATE_SIMILARITY_MIN
          ? {
              id: row.similar_id,
              display_name: row.similar_name ?? '',
              similarity: Math.round(row.similar_score * 100) / 100,
            }
          : null,
    }));
    return { ...page, items };
  },

  async adminQueueDecide(ctx) {
    const viewer = viewerOf(ctx);
    const b = ctx.body;
    if (b.decision === 'APPROVE')
      return decide(ctx.db, viewer, b.kind, b.id, { status: 'APPROVED', reason: null }, 'QUEUE_APPROVE');
    if (b.decision === 'REJECT')
      return decide(ctx.db, viewer, b.kind, b.id, { status: 'REJECTED', reason: b.reason }, 'QUEUE_REJECT');
    return decide(
      ctx.db,
      viewer,
      b.kind,
      b.id,
      { status: 'APPROVED', reason: null, name: b.display_name },
      'QUEUE_EDIT_APPROVE',
    );
  },

  async adminQueueBulkApprove(ctx) {
    const viewer = viewerOf(ctx);
    const seen = new Set<string>();
    const items: AdminQueueDecision[] = [];
    // All or nothing: one item already decided (or missing) refuses the whole request, and nothing changes.
    for (const { kind, id } of ctx.body.items) {
      const key = `${kind}:${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(
        await decide(ctx.db, viewer, kind, id, { status: 'APPROVED', reason: null }, 'QUEUE_APPROVE'),
      );
    }
    return { items };
  },

  async adminQueueMerge(ctx) {
    const viewer = viewerOf(ctx);
    const { kind, id, into } = ctx.body;
    if (id === into) throw badRequest(QUEUE_REFUSALS.mergeSelf);
    const target = await lockItem(ctx.db, kind, into);
    if (!target || target.status !== 'APPROVED') throw conflict(QUEUE_REFUSALS.mergeTarget(kind));
    const item = await lockItem(ctx.db, kind, id);
    if (!item) throw notFound(QUEUE_REFUSALS.notFound(kind));
    if (item.status !== 'INQUEUE') throw conflict(QUEUE_REFUSALS.decided(kind, item.display_name));
    const moved = await moveReferences(ctx.db, kind, id, into);
    const reason = `Merged into ${target.display_name}`;
    await setDecision(ctx.db, kind, id, { status: 'REJECTED', reason, decidedBy: viewer.id });
    const after = { status: 'REJECTED' as const, display_name: item.display_name, rejection_reason: reason };
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'QUEUE_MERGE',
      kind,
      itemId: id,
      before: stateOf(item),
      after: { ...after, merged_into: into, moved },
    });
    if (item.created_by !== null && item.created_by !== viewer.id) {
      await referenceDecided(ctx.db, {
        kind,
        id,
        creatorId: item.created_by,
        name: item.display_name,
        status: 'REJECTED',
        reason,
      });
    }
    return { merged: { kind, id, ...after }, into: { id: into, display_name: target.display_name }, moved };
  },
} satisfies HandlerGroup;
