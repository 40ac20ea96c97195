import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUYER, startTestApi, type TestApi } from './harness.ts';
import { ADDRESS } from './world.ts';

// On PostgreSQL other servers may write into the database. The catalogue triggers (migration 0004_catalog_notify)
// NOTIFY every committed change, the server LISTENs (src/catalogue/catalogListener.ts) and reads what changed from the change
// log (migration 0010_catalog_changes) into its caches, so they need not expire while it listens. Writes here go through a connection of their own, as another server's would.
// (PGlite: nothing else can write, and there is no listener; search-index.test.ts covers its expiry. This file runs
// in the api-postgres project only, see vitest.config.ts.)

describe.runIf(Boolean(process.env['TEST_DATABASE_URL']))(
  'catalogue caches on PostgreSQL, kept fresh by LISTEN/NOTIFY and the change log',
  () => {
    const servers: TestApi[] = [];
    const others: pg.Client[] = [];
    afterAll(async () => {
      await Promise.all(others.map((client) => client.end()));
      await Promise.all(servers.map((api) => api.close()));
    });

    const start = async (ttlMs: number) => {
      const api = await startTestApi({ env: { PUBLIC_CACHE_MS: String(ttlMs) } });
      servers.push(api);
      const other = new pg.Client({ connectionString: api.config.databaseUrl ?? '' });
      await other.connect();
      others.push(other);
      const { catalog } = api.server.services;
      const db = api.database.db;
      const search = async (query: string) => {
        const res = await api.call('GET', `/products.php?full_result=1&${query}`);
        expect(res.status).toBe(200);
        return {
          items: res.body.data.items as {
            product_id: number;
            listing_name: string;
            seller: { id: number; name: string; is_admin: 0 | 1 };
          }[],
          cache: res.headers.get('x-cache'),
        };
      };
      return {
        api,
        catalog,
        /** Another server's connection to the same database. */
        other,
        listener: () => {
          const listener = api.server.catalogListener;
          if (!listener)
            throw new Error('a server on PostgreSQL with the caches on listens for catalogue changes');
          return listener;
        },
        indexReady: () =>
          expect
            .poll(() => catalog.search.current(db) !== null, { timeout: 15_000, interval: 50 })
            .toBe(true),
        search,
        listed: async (query = '') => (await search(query)).items.map((t) => t.product_id),
      };
    };

    it("shows another server's changes at once even though the caches would live a minute", async () => {
      const { catalog, other, indexReady, search, listed } = await start(60_000);
      expect(catalog.exclusive).toBe(true);
      await indexReady();
      const { items } = await search('');
      // Admins show under the house name: a seller who is not one, so that the rename below shows.
      const first = items.find((t) => t.seller.is_admin === 0);
      const second = items.find((t) => t !== first);
      if (!first || !second) throw new Error('the seed lists tickets of several sellers');
      expect((await search('')).cache).toBe('hit');

      await other.query(`UPDATE tickets SET listing_name = 'Renamed elsewhere' WHERE id = $1`, [
        first.product_id,
      ]);
      await expect
        .poll(
          async () => (await search('')).items.find((t) => t.product_id === first.product_id)?.listing_name,
          { timeout: 2000, interval: 50 },
        )
        .toBe('Renamed elsewhere');

      // Through the search index: a ticket taken off sale elsewhere leaves the search.
      await other.query(`UPDATE tickets SET status = 'INACTIVE' WHERE id = $1`, [second.product_id]);
      await expect.poll(() => listed(), { timeout: 2000, interval: 50 }).not.toContain(second.product_id);

      // A seller renamed elsewhere (users notify for the name and is_admin columns).
      await other.query(`UPDATE users SET name = 'Renamed Seller' WHERE id = $1`, [first.seller.id]);
      await expect
        .poll(
          async () => (await search('')).items.find((t) => t.product_id === first.product_id)?.seller.name,
          { timeout: 2000, interval: 50 },
        )
        .toBe('Renamed Seller');
    });

    it('keeps the search index and the cached listings past PUBLIC_CACHE_MS while nothing changes', async () => {
      const { api, catalog, indexReady, listed } = await start(200);
      const db = api.database.db;
      await indexReady();
      const index = catalog.search.current(db);
      const [ticket] = await listed();
      if (!ticket) throw new Error('the seed lists tickets');
      expect(catalog.entities.listings.get(ticket, performance.now())).toBeDefined();

      // Past the TTL and past the 2 s between two builds (SearchIndexHolder's minIntervalMs), so that an index that
      // expired would be rebuilt when asked for; once any build has finished, it is still the same one.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(catalog.search.current(db)).toBe(index);
      await catalog.search.settled();
      expect(catalog.search.current(db)).toBe(index);
      expect(catalog.entities.listings.get(ticket, performance.now())).toBeDefined();
      expect(await listed()).toContain(ticket);
    });

    it('keeps answering when the listening connection is killed, lets the caches expire meanwhile, and listens again', async () => {
      const { catalog, other, listener, indexReady, listed } = await start(60_000);
      await indexReady();
      const [a, b] = await listed();
      if (!a || !b) throw new Error('the seed lists tickets');

      const killed = await other.query(
        // The catalogue listener's connection only (the live updates keep a LISTEN connection of their own).
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'momento-catalog-listener' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(1);
      await expect.poll(() => listener().listening, { timeout: 2000, interval: 10 }).toBe(false);
      expect(catalog.exclusive).toBe(false);
      // Losing the listener cleared the caches, and the change log is polled every second meanwhile: a change made
      // while nobody listens shows within that.
      await other.query(`UPDATE tickets SET status = 'INACTIVE' WHERE id = $1`, [a]);
      await expect.poll(() => listed(), { timeout: 3000, interval: 100 }).not.toContain(a);

      await expect.poll(() => listener().listening, { timeout: 5000, interval: 50 }).toBe(true);
      expect(catalog.exclusive).toBe(true);
      await indexReady();
      expect(await listed()).not.toContain(a);
      await other.query(`UPDATE tickets SET status = 'INACTIVE' WHERE id = $1`, [b]);
      await expect.poll(() => listed(), { timeout: 2000, interval: 50 }).not.toContain(b);
    });

    it("reads the change log once for this server's own catalogue write (it skips that notification), and for others' writes", async () => {
      const { api, catalog, other, listener, indexReady, listed } = await start(60_000);
      await indexReady();
      const [ticket] = await listed();
      if (!ticket) throw new Error('the seed lists tickets');
      const changed = vi.spyOn(catalog, 'changed');
      try {
        // A cart reservation changes the ticket's status: a catalogue write, tagged with this server's origin.
        const buyer = await api.login(BUYER.email, BUYER.password);
        const added = await api.call('PUT', '/user/cart.php', {
          token: buyer.token,
          body: { type: 'BUY', product_id: ticket },
        });
        expect(added.status).toBe(200);
        await listener().sync();
        expect(changed).toHaveBeenCalledTimes(1);
        expect(await listed()).not.toContain(ticket);

        // Another connection's change (no origin, or another server's) reaches this server's caches.
        await other.query(`UPDATE genres SET display_order = display_order`);
        await listener().sync();
        expect(changed).toHaveBeenCalledTimes(2);
      } finally {
        changed.mockRestore();
      }
    });

    it('keeps the caches across sign-in, a password change and an address on PostgreSQL too', async () => {
      const { api, catalog, listener, indexReady, search } = await start(60_000);
      const db = api.database.db;
      await indexReady();
      const index = catalog.search.current(db);
      await search('page=1');
      expect((await search('page=1')).cache).toBe('hit');

      const buyer = await api.login(BUYER.email, BUYER.password);
      const changed = await api.call('PUT', '/user/account/user.php?action=change_password', {
        token: buyer.token,
        body: {
          old_password: BUYER.password,
          new_password: 'another-secret-1',
          confirm_password: 'another-secret-1',
        },
      });
      expect(changed.status).toBe(200);
      const address = await api.call('POST', '/user/account/address.php', {
        token: buyer.token,
        body: { ...ADDRESS, type: 'DELIVERY' },
      });
      expect(address.status).toBe(200);
      // Every notification of those writes has been handled once this resolves.
      await listener().sync();
      expect((await search('page=1')).cache).toBe('hit');
      expect(catalog.search.current(db)).toBe(index);

      // A catalogue change, by contrast, drops what it affects (a genre: every reply; checked the same way).
      await sql`UPDATE genres SET display_order = display_order`.execute(db);
      await listener().sync();
      expect((await search('page=1')).cache).toBeNull();
    });
  },
);
