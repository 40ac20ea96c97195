import type { AdminQueueItem, AuditEntry, OperationQuery, Ticket, Venue } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRound } from '../../src/jobs/notificationRound.ts';
import { ok, startWorld, type Person, type World } from '../world.ts';

// The moderation queue over HTTP: every INQUEUE reference item with its creator and tickets, likely duplicates of
// approved items, approve / reject / edit-then-approve / bulk approve / merge, the creator's view and e-mail, and
// an audit row for each decision.
let w: World;
let admin: Person;

beforeAll(async () => {
  w = await startWorld({ env: { PUBLIC_CACHE_MS: '60000' } });
  admin = await w.person({ admin: true, name: 'Olive Operator' });
});
afterAll(async () => {
  await w?.close();
});

const QUEUE = '/admin/moderation.php';

type Listed = { seller: Person; productId: number; ticket: Ticket; suffix: string };

/** A seller lists a ticket with a new event at a new venue, with a new team (all INQUEUE, theirs). */
async function listWithNewItems(venueName?: string): Promise<Listed> {
  const seller = await w.person({ seller: true, name: 'Nina Newitems' });
  const suffix = Math.random().toString(36).slice(2, 8);
  const ticket = ok<Ticket>(
    await w.op('ticketCreate', {
      token: seller.token,
      body: {
        listing_name: `Reunion stub ${suffix}`,
        event: {
          event_name: `Reunion night ${suffix}`,
          event_date: '1998-06-01',
          venue: { name: venueName ?? `Hall ${suffix}` },
          genre: {
            genre_id: w.refs.genreId,
            sub_genre: w.refs.subGenreId,
            teams: [{ name: `Team ${suffix}` }],
          },
        },
        ticket_type: w.refs.ticketTypeId,
        isSale: 1,
        cost: 40,
        quality: 'GOOD',
        images: [{ image_file: w.png, image_name: 'stub.png' }],
      },
    }),
  );
  return { seller, productId: ticket.product_id, ticket, suffix };
}

async function queue(query = ''): Promise<AdminQueueItem[]> {
  const items: AdminQueueItem[] = [];
  let next: string | undefined = `${QUEUE}${query}`;
  while (next) {
    const page: { items: AdminQueueItem[]; next?: string } = ok(
      await w.call('GET', next, { token: admin.token }),
    );
    items.push(...page.items);
    next = page.next;
  }
  return items;
}

const auditOf = async (
  kind: NonNullable<OperationQuery<'adminAudit'>['item_kind']>,
  id: number,
): Promise<AuditEntry[]> =>
  ok(await w.op('adminAudit', { query: { item_kind: kind, item_id: id }, token: admin.token })).items;

async function mailsTo(person: Person): Promise<{ subject: string; text: string }[]> {
  // On PostgreSQL the server's own round may hold the lock: wait for a turn.
  for (
    let attempt = 0;
    attempt < 200 && (await notificationRound(w.api.database, w.api.config)) === null;
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return ok(await w.op('devOutbox', { query: { to: person.email } })).items;
}

describe('the moderation queue', () => {
  it('lists every INQUEUE item of a new listing with its creator, date and the listings that use it, filtered by kind and age', async () => {
    const listed = await listWithNewItems();
    const items = await queue();
    const venue = items.find((i) => i.kind === 'venue' && i.display_name === `Hall ${listed.suffix}`);
    const event = items.find(
      (i) => i.kind === 'event' && i.display_name === `Reunion night ${listed.suffix}`,
    );
    const team = items.find((i) => i.kind === 'team' && i.display_name === `Team ${listed.suffix}`);
    expect(venue).toMatchObject({
      status: 'INQUEUE',
      creator: { id: listed.seller.id, name: 'Nina Newitems', email: listed.seller.email },
      event_count: 1,
    });
    expect(venue?.listings).toEqual({
      count: 1,
      items: [{ product_id: listed.productId, listing_name: `Reunion stub ${listed.suffix}` }],
    });
    expect(event).toMatchObject({
      details: expect.stringContaining(`1998-06-01 at Hall ${listed.suffix}`),
      listings: { count: 1 },
    });
    expect(team?.details).toBe('Football');

    const venues = await queue('?kind=venue');
    expect(venues.every((i) => i.kind === 'venue')).toBe(true);
    expect(venues.some((i) => i.id === venue?.id)).toBe(true);
    // Nothing has waited a day yet.
    expect(await queue('?age=1')).toEqual([]);
  });

  it('flags an INQUEUE venue whose name is close to an approved one (trigram similarity), and not a distinct one', async () => {
    const near = await listWithNewItems('Wembly');
    const far = await listWithNewItems();
    const venues = await queue('?kind=venue');
    const nearItem = venues.find((i) => i.display_name === 'Wembly');
    expect(nearItem?.similar).toMatchObject({ id: w.refs.venueId, display_name: 'Wembley' });
    expect(nearItem?.similar?.similarity).toBeGreaterThanOrEqual(0.4);
    expect(venues.find((i) => i.display_name === `Hall ${far.suffix}`)?.similar).toBeNull();
    expect(near.ticket.event.venue.display_name).toBe('Wembly');
  });

  it('approves an item: the creator sees APPROVED, is e-mailed, the audit log has the row, and a second decision is refused', async () => {
    const listed = await listWithNewItems();
    const venue = (await queue('?kind=venue')).find((i) => i.display_name === `Hall ${listed.suffix}`)!;
    const decided = ok(
      await w.op('adminQueueDecide', {
        token: admin.token,
        body: { decision: 'APPROVE', kind: 'venue', id: venue.id },
      }),
    );
    expect(decided).toEqual({
      kind: 'venue',
      id: venue.id,
      display_name: `Hall ${listed.suffix}`,
      status: 'APPROVED',
      rejection_reason: null,
    });
    // Approved: everyone's venue list shows it now.
    const publicVenues = ok<{ items: Venue[] }>(await w.op('venues')).items;
    expect(publicVenues.some((v) => v.venue_id === venue.id)).toBe(true);
    expect((await queue('?kind=venue')).some((i) => i.id === venue.id)).toBe(false);

    const again = await w.op('adminQueueDecide', {
      token: admin.token,
      body: { decision: 'REJECT', kind: 'venue', id: venue.id, reason: 'Late' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Venue 'Hall ${listed.suffix}' was already decided.`);

    const [row] = await auditOf('venue', venue.id);
    expect(row).toMatchObject({
      actor: { id: admin.id, name: 'Olive Operator' },
      action: 'QUEUE_APPROVE',
      before: { status: 'INQUEUE', display_name: `Hall ${listed.suffix}`, rejection_reason: null },
      after: { status: 'APPROVED', display_name: `Hall ${listed.suffix}`, rejection_reason: null },
    });
    const mails = await mailsTo(listed.seller);
    expect(mails.map((m) => m.subject)).toContain(`Your venue 'Hall ${listed.suffix}' is approved`);
  });

  it('rejects an event with a reason the creator reads in their ticket form and e-mail, and nobody else sees', async () => {
    const listed = await listWithNewItems();
    const eventId = listed.ticket.event.event_id;
    const reason = 'This concert never took place on that date.';
    const decided = ok(
      await w.op('adminQueueDecide', {
        token: admin.token,
        body: { decision: 'REJECT', kind: 'event', id: eventId, reason },
      }),
    );
    expect(decided).toMatchObject({ status: 'REJECTED', rejection_reason: reason });

    // The creator's own ticket (the ticket form's read) carries the event's status and the reason.
    const own = ok<{ items: Ticket[] }>(
      await w.op('myTickets', { query: { product_id: listed.productId }, token: listed.seller.token }),
    ).items[0]!;
    expect(own.event).toMatchObject({ status: 'REJECTED', rejection_reason: reason });
    // The creator's event list (REJECTED is theirs to see) carries it too; a stranger's has no such event.
    const mine = ok(
      await w.op('events', { query: { status: 'REJECTED', event_id: eventId }, token: listed.seller.token }),
    ).items;
    expect(mine[0]).toMatchObject({ event_id: eventId, status: 'REJECTED', rejection_reason: reason });
    const stranger = await w.person();
    expect(
      ok(await w.op('events', { query: { status: 'REJECTED', event_id: eventId }, token: stranger.token }))
        .items,
    ).toEqual([]);
    // The ticket itself, read by anyone else: the event's status, never the admin's reason.
    for (const token of [stranger.token, undefined]) {
      const seen = await w.op('product', {
        query: { product_id: listed.productId },
        ...(token ? { token } : {}),
      });
      if (seen.status === 200) expect(ok<Ticket>(seen).event).not.toHaveProperty('rejection_reason');
      else expect(seen.status).toBe(404);
    }

    const mails = await mailsTo(listed.seller);
    const mail = mails.find((m) => m.subject === `Your event 'Reunion night ${listed.suffix}' was rejected`);
    expect(mail?.text).toContain(reason);
    expect((await auditOf('event', eventId))[0]).toMatchObject({
      action: 'QUEUE_REJECT',
      after: { status: 'REJECTED', rejection_reason: reason },
    });
  });

  it('refuses a rejection without a reason, and one over 1000 characters', async () => {
    const listed = await listWithNewItems();
    for (const reason of [undefined, '   ', 'x'.repeat(1001)]) {
      const res = await w.call('PUT', QUEUE, {
        token: admin.token,
        body: {
          decision: 'REJECT',
          kind: 'event',
          id: listed.ticket.event.event_id,
          ...(reason === undefined ? {} : { reason }),
        },
      });
      expect(res.status, String(reason)).toBe(400);
    }
  });

  it('edits a team before approving it: the new name shows on the listing and in search, and a taken name is refused', async () => {
    const listed = await listWithNewItems();
    const team = (await queue('?kind=team')).find((i) => i.display_name === `Team ${listed.suffix}`)!;
    const taken = await listWithNewItems();
    const clash = await w.op('adminQueueDecide', {
      token: admin.token,
      body: { decision: 'EDIT_APPROVE', kind: 'team', id: team.id, display_name: `Team ${taken.suffix}` },
    });
    expect(clash.status).toBe(409);

    const name = `Harlem Globetrotters ${listed.suffix}`;
    const decided = ok(
      await w.op('adminQueueDecide', {
        token: admin.token,
        body: { decision: 'EDIT_APPROVE', kind: 'team', id: team.id, display_name: name },
      }),
    );
    expect(decided).toMatchObject({ status: 'APPROVED', display_name: name });
    const product = ok<Ticket>(await w.op('product', { query: { product_id: listed.productId } }));
    expect(product.teams).toEqual([name]);
    const found = ok<{ items: Ticket[] }>(
      await w.op('searchProducts', { query: { q: 'globetrotters ' + listed.suffix } }),
    ).items;
    expect(found.map((t) => t.product_id)).toEqual([listed.productId]);
    expect((await auditOf('team', team.id))[0]).toMatchObject({
      action: 'QUEUE_EDIT_APPROVE',
      before: { display_name: `Team ${listed.suffix}` },
      after: { display_name: name },
    });
  });

  it('bulk approves items of several kinds at once, and refuses the whole batch when one is already decided', async () => {
    const listed = await listWithNewItems();
    const mine = (await queue()).filter((i) => i.display_name.endsWith(listed.suffix));
    expect(mine.map((i) => i.kind).sort()).toEqual(['event', 'team', 'venue']);
    const done = ok(
      await w.op('adminQueueBulkApprove', {
        token: admin.token,
        body: { items: mine.map(({ kind, id }) => ({ kind, id })) },
      }),
    );
    expect(done.items.map((i: { status: string }) => i.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);

    const other = await listWithNewItems();
    const venue = (await queue('?kind=venue')).find((i) => i.display_name === `Hall ${other.suffix}`)!;
    const refused = await w.op('adminQueueBulkApprove', {
      token: admin.token,
      body: {
        items: [
          { kind: 'venue', id: venue.id },
          { kind: 'venue', id: mine.find((i) => i.kind === 'venue')!.id },
        ],
      },
    });
    expect(refused.status).toBe(409);
    // All or nothing: the first item is still waiting.
    expect((await queue('?kind=venue')).some((i) => i.id === venue.id)).toBe(true);
  });

  it('merges a duplicate venue into the approved one: its events and listings move, it is rejected with the merge as reason', async () => {
    const listed = await listWithNewItems('Wembley Stadium');
    const dup = (await queue('?kind=venue')).find((i) => i.display_name === 'Wembley Stadium')!;
    expect(dup.similar?.id).toBe(w.refs.venueId);
    const merged = ok(
      await w.op('adminQueueMerge', {
        token: admin.token,
        body: { kind: 'venue', id: dup.id, into: w.refs.venueId },
      }),
    );
    expect(merged).toEqual({
      merged: {
        kind: 'venue',
        id: dup.id,
        display_name: 'Wembley Stadium',
        status: 'REJECTED',
        rejection_reason: 'Merged into Wembley',
      },
      into: { id: w.refs.venueId, display_name: 'Wembley' },
      moved: { events: 1, listings: 1 },
    });
    expect(ok<Ticket>(await w.op('product', { query: { product_id: listed.productId } })).venue).toBe(
      'Wembley',
    );
    const byVenue = ok<{ items: Ticket[] }>(
      await w.op('searchProducts', { query: { venue: w.refs.venueId, q: listed.suffix } }),
    ).items;
    expect(byVenue.map((t) => t.product_id)).toEqual([listed.productId]);
    expect((await auditOf('venue', dup.id))[0]).toMatchObject({
      action: 'QUEUE_MERGE',
      after: { status: 'REJECTED', merged_into: w.refs.venueId },
    });

    // Merging into an item that is not approved, or a decided item, is refused.
    const other = await listWithNewItems();
    const otherVenue = (await queue('?kind=venue')).find((i) => i.display_name === `Hall ${other.suffix}`)!;
    expect(
      (
        await w.op('adminQueueMerge', {
          token: admin.token,
          body: { kind: 'venue', id: otherVenue.id, into: dup.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await w.op('adminQueueMerge', {
          token: admin.token,
          body: { kind: 'venue', id: dup.id, into: w.refs.venueId },
        })
      ).status,
    ).toBe(409);
  });
});
