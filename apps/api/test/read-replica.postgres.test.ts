import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

// DATABASE_READ_URL: the public search's page queries run on a second connection (a read replica), the tickets
// themselves come from the primary. The "replica" here is a second database seeded like the primary and then made
// to differ, so that the answer shows which connection each part came from. PostgreSQL only (api-postgres project).

describe.runIf(Boolean(process.env['TEST_DATABASE_URL']))('catalogue reads on a read replica', () => {
  const servers: TestApi[] = [];
  afterAll(async () => {
    for (const api of servers.reverse()) await api.close();
  });

  it('takes the page of a search from DATABASE_READ_URL and the listings on it from the primary', async () => {
    const replica = await startTestApi();
    servers.push(replica);
    // On the replica only one ticket is for sale, under another name.
    const only = (
      await sql<{
        id: number;
      }>`SELECT max(id) AS id FROM tickets WHERE status = 'SELL' AND deleted_at IS NULL`.execute(
        replica.database.db,
      )
    ).rows[0]?.id;
    if (!only) throw new Error('the seed lists tickets');
    await sql`UPDATE tickets SET status = 'INACTIVE' WHERE id <> ${only}`.execute(replica.database.db);
    await sql`UPDATE tickets SET listing_name = 'Only on the replica' WHERE id = ${only}`.execute(
      replica.database.db,
    );

    // The index off: SQL answers every search (the index reads the primary, like every cache).
    const primary = await startTestApi({
      env: { DATABASE_READ_URL: replica.config.databaseUrl ?? '', SEARCH_INDEX: 'off' },
    });
    servers.push(primary);
    const listedOnPrimary = Number(
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM tickets WHERE status = 'SELL' AND deleted_at IS NULL`.execute(
          primary.database.db,
        )
      ).rows[0]?.n,
    );
    expect(listedOnPrimary).toBeGreaterThan(1);

    const res = await primary.call('GET', '/products.php?full_result=1');
    expect(res.status).toBe(200);
    const items = res.body.data.items as { product_id: number; listing_name: string }[];
    expect(items.map((t) => t.product_id)).toEqual([only]);
    expect(items[0]?.listing_name).not.toBe('Only on the replica');
  });

  it('refuses DATABASE_READ_URL without a PostgreSQL primary', async () => {
    const { loadConfig } = await import('../src/config.ts');
    const { openServices } = await import('../src/server.ts');
    const config = loadConfig(
      { NODE_ENV: 'test', DATABASE_READ_URL: 'postgres://127.0.0.1:1/nowhere', LOG_LEVEL: 'silent' },
      { dataDir: null, port: 0, databaseUrl: null },
    );
    await expect(openServices({ config })).rejects.toThrow('DATABASE_READ_URL needs DATABASE_URL');
  });
});
