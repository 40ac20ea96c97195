// The admin's partner sites against the mock's admin state, with the server's rules and words (the contract's
// partners.ts; docs/rules/partners.md). Every route is 'admin', so the router answers 401 / 403 before these run.
import type { AdminPartner, AuditAction } from '@momento/contract';
import {
  daysOfRange,
  PARTNER_REFUSALS,
  partnerStatsCsv,
  partnerStatsRange,
  type PartnerDayCounts,
  partnerContactProblem,
  partnerNameProblem,
  partnerOriginsProblem,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { fail, viewerOf, type Implementations } from '../http.ts';
import { audit } from './admin.ts';
import { isoNow } from './shared.ts';

type PartnerOperations =
  | 'adminPartners'
  | 'adminPartnerCreate'
  | 'adminPartnerUpdate'
  | 'adminPartnerDelete'
  | 'adminPartner'
  | 'adminPartnerOrders'
  | 'adminPartnerExport'
  | 'embedView';
type Fields = Pick<AdminPartner, 'name' | 'contact_email' | 'status' | 'origins'>;

// The mock stands for a development server: http origins are accepted, as outside production.
const RULES = { httpsOnly: false };

function checkedName(name: string): string {
  const problem = partnerNameProblem(name);
  if (problem) fail('VALIDATION', problem);
  return name.trim();
}

function checkedContact(contact: string | null | undefined): string | null {
  const trimmed = (contact ?? '').trim();
  const problem = partnerContactProblem(trimmed);
  if (problem) fail('VALIDATION', problem);
  return trimmed === '' ? null : trimmed;
}

function checkedOrigins(db: MockDb, sent: readonly string[], partnerId: number | null): string[] {
  const origins = sent.map((origin) => origin.trim());
  const problem = partnerOriginsProblem(origins, RULES);
  if (problem) fail('VALIDATION', problem);
  for (const origin of origins) {
    const owner = db.admin.partners.find(
      (partner) => partner.id !== partnerId && partner.origins.includes(origin),
    );
    if (owner) fail('CONFLICT', PARTNER_REFUSALS.taken(origin, owner.name));
  }
  return origins;
}

const partnerOf = (db: MockDb, id: number): AdminPartner =>
  db.admin.partners.find((partner) => partner.id === id) ?? fail('NOT_FOUND', PARTNER_REFUSALS.notFound);

/** The range of a partner's page, as the server reads it (partnerStatsRange); 400 with its text. */
function rangeOf(db: MockDb, query: { from?: string | undefined; to?: string | undefined }) {
  const range = partnerStatsRange(query.from, query.to, new Date(db.now()));
  if ('problem' in range) fail('VALIDATION', range.problem);
  return range;
}

/** Every day of the range, zeros on quiet days (docs/rules/attribution.md). */
function seriesOf(
  db: MockDb,
  partnerId: number,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const { from, to, days } = rangeOf(db, query);
  const known = new Map((db.admin.partnerDays.get(partnerId) ?? []).map((day) => [day.date, day]));
  const series = daysOfRange(from, days).map(
    (date) => known.get(date) ?? { date, views: 0, sign_ins: 0, offers: 0, orders: 0, sales_cents: 0 },
  );
  return { from, to, series };
}

/** The ACTIVE partner of an origin, or undefined (origins are exact). */
export const activePartnerOf = (db: MockDb, origin: string | null): AdminPartner | undefined =>
  origin === null
    ? undefined
    : db.admin.partners.find((partner) => partner.status === 'ACTIVE' && partner.origins.includes(origin));

/** Adds to one of a partner's counts of the mock's today. */
export function countPartnerDay(db: MockDb, partnerId: number, count: 'views' | 'sign_ins' | 'offers'): void {
  const date = new Date(db.now()).toISOString().slice(0, 10);
  const days = db.admin.partnerDays.get(partnerId) ?? [];
  const today: PartnerDayCounts = days.find((day) => day.date === date) ?? {
    date,
    views: 0,
    sign_ins: 0,
    offers: 0,
    orders: 0,
    sales_cents: 0,
  };
  db.admin.partnerDays.set(partnerId, [
    ...days.filter((day) => day.date !== date),
    { ...today, [count]: today[count] + 1 },
  ]);
}

const fieldsOf = (p: AdminPartner): Fields => ({
  name: p.name,
  contact_email: p.contact_email,
  status: p.status,
  origins: p.origins,
});

export const partnerImplementations: Pick<Implementations, PartnerOperations> = {
  adminPartners({ db }) {
    return { items: db.admin.partners };
  },
  adminPartnerCreate(context) {
    const { db, body } = context;
    const name = checkedName(body.name);
    const contact = checkedContact(body.contact_email);
    const origins = checkedOrigins(db, body.origins, null);
    const now = isoNow(db);
    const partner: AdminPartner = {
      id: db.nextId(),
      name,
      contact_email: contact,
      status: 'ACTIVE',
      origins,
      created_date: now,
      updated_date: now,
    };
    db.admin.partners.unshift(partner);
    audit(
      db,
      viewerOf(context),
      'PARTNER_CREATE',
      { kind: 'partner', id: partner.id },
      null,
      fieldsOf(partner),
    );
    return partner;
  },
  adminPartnerUpdate(context) {
    const { db, body } = context;
    const current = partnerOf(db, body.partner_id);
    const next: Fields = {
      name: body.name === undefined ? current.name : checkedName(body.name),
      contact_email:
        body.contact_email === undefined ? current.contact_email : checkedContact(body.contact_email),
      status: body.status ?? current.status,
      origins: body.origins === undefined ? current.origins : checkedOrigins(db, body.origins, current.id),
    };
    const before = fieldsOf(current);
    const changed = (Object.keys(next) as (keyof Fields)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return current;
    const action: AuditAction =
      changed.length === 1 && changed[0] === 'status'
        ? next.status === 'PAUSED'
          ? 'PARTNER_PAUSE'
          : 'PARTNER_RESUME'
        : 'PARTNER_UPDATE';
    audit(
      db,
      viewerOf(context),
      action,
      { kind: 'partner', id: current.id },
      Object.fromEntries(changed.map((key) => [key, before[key]])),
      Object.fromEntries(changed.map((key) => [key, next[key]])),
    );
    const updated: AdminPartner = { ...current, ...next, updated_date: isoNow(db) };
    db.admin.partners = db.admin.partners.map((partner) => (partner.id === current.id ? updated : partner));
    return updated;
  },
  adminPartner({ db, query }) {
    const partner = partnerOf(db, query.partner_id);
    return { partner, ...seriesOf(db, partner.id, query) };
  },
  adminPartnerOrders({ db, query }) {
    const partner = partnerOf(db, query.partner_id);
    const size = 20;
    const page = query.page ?? 1;
    const all = db.admin.partnerOrders
      .filter((order) => order.partner_id === partner.id)
      .map(({ partner_id: _, ...order }) => order);
    const items = all.slice((page - 1) * size, page * size);
    return all.length > page * size
      ? { items, next: `/admin/partners.php?action=orders&partner_id=${partner.id}&page=${page + 1}` }
      : { items };
  },
  adminPartnerExport({ db, query }) {
    const partner = partnerOf(db, query.partner_id);
    return partnerStatsCsv(seriesOf(db, partner.id, query).series);
  },
  /** A widget's load: one view for the ACTIVE partner of the Origin, none for any other site. */
  embedView({ db, origin }) {
    const partner = activePartnerOf(db, origin);
    if (partner) countPartnerDay(db, partner.id, 'views');
    return null;
  },
  adminPartnerDelete(context) {
    const { db, body } = context;
    const current = partnerOf(db, body.partner_id);
    db.admin.partners = db.admin.partners.filter((partner) => partner.id !== current.id);
    // Its counts go with it; its orders stay, attributed to nobody.
    db.admin.partnerDays.delete(current.id);
    db.admin.partnerOrders = db.admin.partnerOrders.filter((order) => order.partner_id !== current.id);
    audit(
      db,
      viewerOf(context),
      'PARTNER_DELETE',
      { kind: 'partner', id: current.id },
      fieldsOf(current),
      null,
    );
    return { ok: true as const };
  },
};
