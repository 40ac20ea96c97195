import type { Event, Ticket } from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startWorld, type Person, type World } from '../world.ts';

// Reference-item editing over HTTP: an event by its creator when not admin created, and
// the event's venue, sub-genre, teams and artists by their creator while INQUEUE and not admin created. Search and
// the public ticket show the new names at once (the catalogue caches and the search index are on).
let w: World;

beforeAll(async () => {
  w = await startWorld({ env: { PUBLIC_CACHE_MS: '60000' } });
});
afterAll(async () => {
  await w?.close();
});

const EDIT = '/seller/events.php';

type Own = {
  seller: Person;
  productId: number;
  event: Event;
  venueId: number;
  subGenreId: number;
  teamIds: number[];
  artistId: number;
};

/** A seller lists a ticket with a new event and new venue, sub-genre, two teams and an artist (all INQUEUE, theirs). */
async function ownEvent(): Promise<Own> {
  const seller = await w.person({ seller: true, name: 'Edna Editor' });
  const suffix = Math.random().toString(36).slice(2, 8);
  const ticket = ok<Ticket>(
    await w.call('POST', '/seller/products.php', {
      token: seller.token,
      body: {
        listing_name: `Garage gig stub ${suffix}`,
        event: {
          event_name: `Garage gig ${suffix}`,
          event_date: '1999-05-01',
          venue: { name: `Garage ${suffix}` },
          significance: 'First show',
          genre: {
            genre_id: w.refs.genreId,
            sub_genre: { name: `Garage rock ${suffix}` },
            teams: [{ name: `Home ${suffix}` }, { name: `Away ${suffix}` }],
            artists: [{ name: `Band ${suffix}` }],
          },
        },
        ticket_type: w.refs.ticketTypeId,
        isSale: 1,
        cost: 40,
        quality: 'GOOD',
        images: [{ image_file: w.png, image_name: 'a.png' }],
      },
    }),
  );
  const event = ticket.event;
  return {
    seller,
    productId: ticket.product_id,
    event,
    venueId: event.venue.venue_id,
    subGenreId: event.sub_genre!.sub_genre_id,
    teamIds: event.teams.map((team) => team.team_id),
    artistId: event.artists[0]!.artist_id,
  };
}

/** The event as the form sends it back: its current fields, by id. */
const bodyOf = (own: Own, changes: Record<string, unknown> = {}) => ({
  event_id: own.event.event_id,
  event_name: own.event.name,
  event_date: own.event.event_date,
  venue: own.venueId,
  significance: own.event.significance ?? undefined,
  genre: { genre_id: w.refs.genreId, sub_genre: own.subGenreId, teams: own.teamIds, artists: [own.artistId] },
  ...changes,
});

const edit = (token: string, body: unknown) => w.call('PUT', EDIT, { token, body });
const eventRow = async (id: number) =>
  (
    await sql<{ name: string; venue_id: number }>`SELECT name, venue_id FROM events WHERE id = ${id}`.execute(
      w.db,
    )
  ).rows[0];
const venueName = async (id: number) =>
  (await sql<{ name: string }>`SELECT name FROM venues WHERE id = ${id}`.execute(w.db)).rows[0]?.name;
const publicTicket = async (id: number) => ok<Ticket>(await w.call('GET', `/products.php?product_id=${id}`));

describe('event editing by its creator', () => {
  it('renames the event and its own INQUEUE venue, sub-genre, teams and artist; the listing and search show the new names', async () => {
    const own = await ownEvent();
    // Read once so that the caches hold the old names.
    expect((await publicTicket(own.productId)).event_name).toBe(own.event.name);
    const event = ok<Event>(
      await edit(
        own.seller.token,
        bodyOf(own, {
          event_name: 'Garage gig, renamed',
          event_date: '1999-05-02',
          significance: 'The first show, on a Sunday',
          additional_significance: ['Sold out'],
          renames: [
            { kind: 'venue', id: own.venueId, name: 'The Old Garage' },
            { kind: 'sub_genre', id: own.subGenreId, name: `Proto-punk ${own.subGenreId}` },
            { kind: 'team', id: own.teamIds[0], name: `Hosts ${own.teamIds[0]}` },
            { kind: 'artist', id: own.artistId, name: `The Band ${own.artistId}` },
          ],
        }),
      ),
    );
    expect(event).toMatchObject({
      event_id: own.event.event_id,
      name: 'Garage gig, renamed',
      event_date: '1999-05-02T00:00:00.000Z',
      significance: 'The first show, on a Sunday',
      additional_significance: ['Sold out'],
      venue: { venue_id: own.venueId, display_name: 'The Old Garage' },
      sub_genre: { sub_genre_id: own.subGenreId, display_name: `Proto-punk ${own.subGenreId}` },
    });
    expect(event.teams.map((team) => team.display_name)).toContain(`Hosts ${own.teamIds[0]}`);
    expect(event.artists.map((artist) => artist.display_name)).toEqual([`The Band ${own.artistId}`]);
    const ticket = await publicTicket(own.productId);
    expect(ticket).toMatchObject({ event_name: 'Garage gig, renamed', venue: 'The Old Garage' });
    const found = ok<{ items: Ticket[] }>(
      await w.call('GET', `/products.php?q=${encodeURIComponent('old garage')}`),
    ).items;
    expect(found.map((item) => item.product_id)).toContain(own.productId);
    const byArtist = ok<{ items: Ticket[] }>(
      await w.call('GET', `/search/products.php?q=${encodeURIComponent(`the band ${own.artistId}`)}`),
    ).items;
    expect(byArtist.map((item) => item.product_id)).toContain(own.productId);
  });

  it('lets the creator edit an APPROVED event they created (not admin created), but not rename an APPROVED venue', async () => {
    const own = await ownEvent();
    await sql`UPDATE events SET status = 'APPROVED' WHERE id = ${own.event.event_id}`.execute(w.db);
    await sql`UPDATE venues SET status = 'APPROVED' WHERE id = ${own.venueId}`.execute(w.db);
    const renamed = await edit(
      own.seller.token,
      bodyOf(own, {
        event_name: 'Approved, then edited',
        renames: [{ kind: 'venue', id: own.venueId, name: 'Nope' }],
      }),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toBe(
      'This venue is no longer waiting for approval and can not be renamed.',
    );
    expect(await eventRow(own.event.event_id)).toMatchObject({ name: own.event.name });
    const edited = ok<Event>(
      await edit(own.seller.token, bodyOf(own, { event_name: 'Approved, then edited' })),
    );
    expect(edited).toMatchObject({
      name: 'Approved, then edited',
      status: 'APPROVED',
      venue: { display_name: own.event.venue.display_name },
    });
  });

  it('refuses another seller (403) and a buyer (403), and changes nothing', async () => {
    const own = await ownEvent();
    const other = await w.person({ seller: true, name: 'Other seller' });
    const buyer = await w.person({ name: 'Only a buyer' });
    const body = bodyOf(own, {
      event_name: 'Taken over',
      renames: [{ kind: 'venue', id: own.venueId, name: 'Stolen' }],
    });
    const refused = await edit(other.token, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Only the event's creator can edit it.");
    expect((await edit(buyer.token, body)).status).toBe(403);
    expect(await eventRow(own.event.event_id)).toMatchObject({ name: own.event.name, venue_id: own.venueId });
    expect(await venueName(own.venueId)).toBe(own.event.venue.display_name);
  });

  it('refuses an admin-created event even for the user recorded as its creator', async () => {
    const own = await ownEvent();
    await sql`UPDATE events SET is_admin_created = true WHERE id = ${own.event.event_id}`.execute(w.db);
    const refused = await edit(own.seller.token, bodyOf(own, { event_name: 'Not allowed' }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'This event was created by the marketplace and can not be edited.',
    );
    expect(await eventRow(own.event.event_id)).toMatchObject({ name: own.event.name });
  });

  it("refuses renaming an admin-created or someone else's item, or an item that is not the event's", async () => {
    const own = await ownEvent();
    const adminTeam = await w.db
      .insertInto('teams')
      .values({
        sub_genre_id: own.subGenreId,
        name: `House team ${own.subGenreId}`,
        display_name: `House team ${own.subGenreId}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withAdminTeam = bodyOf(own, {
      genre: {
        genre_id: w.refs.genreId,
        sub_genre: own.subGenreId,
        teams: [...own.teamIds, adminTeam.id],
        artists: [own.artistId],
      },
    });
    const admin = await edit(own.seller.token, {
      ...withAdminTeam,
      renames: [{ kind: 'team', id: adminTeam.id, name: 'Mine now' }],
    });
    expect(admin.status).toBe(403);
    expect(admin.body.error.message).toBe('Only its creator can rename this team.');
    const other = await ownEvent();
    const foreign = await edit(
      own.seller.token,
      bodyOf(own, { renames: [{ kind: 'venue', id: other.venueId, name: 'Mine now' }] }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(
      "This venue is not one of the event's and can not be renamed here.",
    );
    expect(await venueName(other.venueId)).toBe(other.event.venue.display_name);
  });

  it('refuses duplicates as a new event does: two teams with one name, whatever the case, or a name another venue has', async () => {
    const own = await ownEvent();
    const sameTeams = await edit(
      own.seller.token,
      bodyOf(own, {
        renames: [
          { kind: 'team', id: own.teamIds[0], name: 'Twins' },
          { kind: 'team', id: own.teamIds[1], name: 'TWINS' },
        ],
      }),
    );
    expect(sameTeams.status).toBe(400);
    expect(sameTeams.body.error.message).toBe(
      'Duplicate team/artists value exists. Please select unique team/artists.',
    );
    const sameIds = await edit(
      own.seller.token,
      bodyOf(own, {
        genre: {
          genre_id: w.refs.genreId,
          sub_genre: own.subGenreId,
          teams: [own.teamIds[0], own.teamIds[0]],
        },
      }),
    );
    expect(sameIds.status).toBe(400);
    const takenVenue = await edit(
      own.seller.token,
      bodyOf(own, { renames: [{ kind: 'venue', id: own.venueId, name: 'wembley' }] }),
    );
    expect(takenVenue.status).toBe(409);
    expect(takenVenue.body.error.message).toBe("A venue named 'wembley' already exists.");
    const names = (
      await sql<{
        name: string;
      }>`SELECT name FROM teams WHERE id IN (${sql.join(own.teamIds)}) ORDER BY id`.execute(w.db)
    ).rows.map((row) => row.name);
    expect(names).toEqual(
      own.event.teams.sort((a, b) => a.team_id - b.team_id).map((team) => team.display_name),
    );
    expect(await venueName(own.venueId)).toBe(own.event.venue.display_name);
  });

  it('checks the genre, sub-genre and teams as a new event does, and moves the event to another usable venue', async () => {
    const own = await ownEvent();
    const noSubGenre = await edit(
      own.seller.token,
      bodyOf(own, { genre: { genre_id: w.refs.genreId, teams: own.teamIds } }),
    );
    expect(noSubGenre.status).toBe(400);
    expect(noSubGenre.body.error.message).toBe('Please select a subgenre.');
    const other = await ownEvent();
    const hidden = await edit(own.seller.token, bodyOf(own, { venue: other.venueId }));
    expect(hidden.status).toBe(404);
    const moved = ok<Event>(
      await edit(own.seller.token, bodyOf(own, { venue: w.refs.venueId, genre: undefined })),
    );
    expect(moved).toMatchObject({
      venue: { venue_id: w.refs.venueId },
      genre: null,
      sub_genre: null,
      teams: [],
      artists: [],
    });
    expect((await publicTicket(own.productId)).venue).toBe('Wembley');
  });
});
