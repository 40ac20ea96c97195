import {
  PARTNER_REFUSALS,
  partnerCsvFilename,
  partnerStatsCsv,
  partnerStatsRange,
  partnerContactProblem,
  partnerNameProblem,
  partnerOriginsProblem,
  type AdminPartner,
  type AuditAction,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup, type Services } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import {
  deletePartner,
  insertPartner,
  lockPartnerRow,
  partnerOrderRows,
  partnerRows,
  partnerSeries,
  replaceOrigins,
  takenOrigin,
  updatePartner,
} from '../queries/adminPartners.ts';

// The admin's partner sites (admin): GET/POST/PUT/DELETE /admin/partners.php. The rules and their texts are the
// contract's (partners.ts; docs/rules/partners.md), the same the admin area's form checks. Every change raises the
// partner registry's version (migration 0030's triggers): this process reloads at commit (http/middleware.ts
// runWrite), every other within PARTNER_REFRESH_MS, and from then on CORS, the embed sign-in and embed tokens follow.

/** Production takes https: partner origins only (a plain http partner could be impersonated on the network). */
const httpsOnly = (services: Services) => ({ httpsOnly: services.config.nodeEnv === 'production' });

/** The origins as sent, trimmed, checked; throws the first refusal (400, or 409 for another partner's origin). */
async function checkedOrigins(
  db: Queryable,
  services: Services,
  sent: readonly string[],
  partnerId: number | null,
): Promise<string[]> {
  const origins = sent.map((origin) => origin.trim());
  const problem = partnerOriginsProblem(origins, httpsOnly(services));
  if (problem) throw badRequest(problem);
  const taken = await takenOrigin(db, origins, partnerId);
  if (taken) throw conflict(PARTNER_REFUSALS.taken(taken.origin, taken.name));
  return origins;
}

function checkedName(sent: string): string {
  const problem = partnerNameProblem(sent);
  if (problem) throw badRequest(problem);
  return sent.trim();
}

function checkedContact(sent: string | null | undefined): string | null {
  const contact = (sent ?? '').trim();
  const problem = partnerContactProblem(contact);
  if (problem) throw badRequest(problem);
  return contact === '' ? null : contact;
}

async function onePartner(db: Queryable, id: number): Promise<AdminPartner> {
  const [partner] = await partnerRows(db, [id]);
  if (!partner) throw notFound(PARTNER_REFUSALS.notFound);
  return partner;
}

/** The partner's row, locked for this change (404 when it is gone). */
async function lockPartner(db: Queryable, id: number): Promise<AdminPartner> {
  if (!(await lockPartnerRow(db, id))) throw notFound(PARTNER_REFUSALS.notFound);
  return onePartner(db, id);
}

type PartnerFields = Pick<AdminPartner, 'name' | 'contact_email' | 'status' | 'origins'>;
const fieldsOf = (p: AdminPartner): PartnerFields => ({
  name: p.name,
  contact_email: p.contact_email,
  status: p.status,
  origins: p.origins,
});

/** Pause or resume when the status is all that changed; an edit otherwise. */
function updateAction(changed: readonly (keyof PartnerFields)[], after: PartnerFields): AuditAction {
  if (changed.length === 1 && changed[0] === 'status')
    return after.status === 'PAUSED' ? 'PARTNER_PAUSE' : 'PARTNER_RESUME';
  return 'PARTNER_UPDATE';
}

/** The range of a partner's page from the query (partnerStatsRange: the last 30 days by default); 400 with its text. */
function checkedRange(query: { from?: string | undefined; to?: string | undefined }): {
  from: string;
  to: string;
} {
  const range = partnerStatsRange(query.from, query.to, new Date());
  if ('problem' in range) throw badRequest(range.problem);
  return range;
}

export const adminPartnerHandlers = {
  async adminPartners(ctx) {
    return { items: await partnerRows(ctx.db) };
  },

  /** One partner with what started in its embed per day (docs/rules/attribution.md). */
  async adminPartner(ctx) {
    const { from, to } = checkedRange(ctx.query);
    const partner = await onePartner(ctx.db, ctx.query.partner_id);
    return { partner, from, to, series: await partnerSeries(ctx.db, partner.id, from, to) };
  },

  async adminPartnerOrders(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const partner = await onePartner(ctx.db, ctx.query.partner_id);
    return listReply(await partnerOrderRows(ctx.db, partner.id, limit, offset), ctx, ctx.query.page, size);
  },

  /** The same days as the page, as a CSV file (partnerStatsCsv; http/operations.ts sends it as an attachment). */
  async adminPartnerExport(ctx) {
    const { from, to } = checkedRange(ctx.query);
    const partner = await onePartner(ctx.db, ctx.query.partner_id);
    ctx.replyHints.filename = partnerCsvFilename(partner.id, from, to);
    return partnerStatsCsv(await partnerSeries(ctx.db, partner.id, from, to));
  },

  async adminPartnerCreate(ctx) {
    const viewer = viewerOf(ctx);
    const name = checkedName(ctx.body.name);
    const contact = checkedContact(ctx.body.contact_email);
    const origins = await checkedOrigins(ctx.db, ctx.services, ctx.body.origins, null);
    const id = await insertPartner(ctx.db, name, contact);
    await replaceOrigins(ctx.db, id, origins);
    const partner = await onePartner(ctx.db, id);
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'PARTNER_CREATE',
      kind: 'partner',
      itemId: id,
      before: null,
      after: fieldsOf(partner),
    });
    return partner;
  },

  async adminPartnerUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const { partner_id: id } = ctx.body;
    const current = await lockPartner(ctx.db, id);
    const next: PartnerFields = {
      name: ctx.body.name === undefined ? current.name : checkedName(ctx.body.name),
      contact_email:
        ctx.body.contact_email === undefined ? current.contact_email : checkedContact(ctx.body.contact_email),
      status: ctx.body.status ?? current.status,
      origins:
        ctx.body.origins === undefined
          ? current.origins
          : await checkedOrigins(ctx.db, ctx.services, ctx.body.origins, id),
    };
    const before = fieldsOf(current);
    const changed = (Object.keys(next) as (keyof PartnerFields)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    // Nothing to change: nothing written, nothing audited.
    if (changed.length === 0) return current;
    await updatePartner(ctx.db, id, next);
    if (changed.includes('origins')) await replaceOrigins(ctx.db, id, next.origins);
    await audit(ctx.db, {
      actorId: viewer.id,
      action: updateAction(changed, next),
      kind: 'partner',
      itemId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return onePartner(ctx.db, id);
  },

  async adminPartnerDelete(ctx) {
    const viewer = viewerOf(ctx);
    const current = await lockPartner(ctx.db, ctx.body.partner_id);
    // Its origins go with it (ON DELETE CASCADE) and may then be given to another partner.
    await deletePartner(ctx.db, current.id);
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'PARTNER_DELETE',
      kind: 'partner',
      itemId: current.id,
      before: fieldsOf(current),
      after: null,
    });
    return { ok: true as const };
  },
} satisfies HandlerGroup;
