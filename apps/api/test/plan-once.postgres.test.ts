import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_ONCE_MARK, padded, PLANNED_LENGTH, preparePlanOnce } from '../src/db/planOnce.ts';

// On PostgreSQL a statement marked `planOnce` runs as a named prepared statement of its connection: parsed once, then
// kept with its generic plan; unmarked statements stay unnamed. (PGlite names every statement, see src/db/pglitePrepared.ts;
// this file runs in the api-postgres project only, see vitest.config.ts.)

const url = process.env['TEST_DATABASE_URL'];

describe.runIf(Boolean(url))('statements planned once on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  /** One connection of a pool with planOnce, as Kysely uses it (query with text and values, a promise). */
  async function connect(maxStatements?: number) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pools.push(pool);
    preparePlanOnce(pool, maxStatements === undefined ? {} : { maxStatements });
    const client = await pool.connect();
    const prepared = async () =>
      (
        await client.query<{ statement: string; generic_plans: number }>(
          'SELECT statement, generic_plans::int FROM pg_prepared_statements ORDER BY prepare_time',
        )
      ).rows;
    return { pool, client, prepared };
  }

  const squares = `
    ${PLAN_ONCE_MARK} SELECT n, n * n AS square FROM generate_series(1, 50) AS n WHERE n = ANY($1::int[]) ORDER BY n`;

  it('prepares a marked statement once, keeps its generic plan, and answers as an unnamed one would', async () => {
    const { client, prepared } = await connect();
    for (let k = 1; k <= 7; k += 1) {
      const result = await client.query(squares, [padded([k, 3], k)]);
      const expected = [...new Set([3, k])].sort((a, b) => a - b).map((n) => ({ n, square: n * n }));
      expect(result.rows).toEqual(expected);
    }
    await client.query('SELECT $1::int AS unmarked', [1]);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]?.statement).toBe(squares);
    // Five plans for the values first, then the generic one, kept.
    expect(statements[0]?.generic_plans).toBe(2);
    client.release();
  });

  it('deallocates the least recently used text past its limit, and prepares it again when it comes back', async () => {
    const { client, prepared } = await connect(2);
    const text = (k: number) => `${PLAN_ONCE_MARK} SELECT $1::int + ${k} AS sum`;
    expect((await client.query(text(1), [1])).rows).toEqual([{ sum: 2 }]);
    await client.query(text(2), [1]);
    await client.query(text(1), [1]);
    await client.query(text(3), [1]);
    // Text 2 was the least recently used.
    expect((await prepared()).map((row) => row.statement)).toEqual([text(1), text(3)]);
    expect((await client.query(text(2), [5])).rows).toEqual([{ sum: 7 }]);
    expect((await prepared()).map((row) => row.statement)).toEqual([text(3), text(2)]);
    client.release();
  });

  it('rejects with PostgreSQL’s error and goes on serving the text', async () => {
    const { client } = await connect();
    const cast = `${PLAN_ONCE_MARK} SELECT $1::int AS n`;
    await expect(client.query(cast, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(cast, ['12'])).rows).toEqual([{ n: 12 }]);
    const broken = `${PLAN_ONCE_MARK} SELEC 1`;
    await expect(client.query(broken, [])).rejects.toMatchObject({ code: '42601' });
    await expect(client.query(broken, [])).rejects.toMatchObject({ code: '42601' });
    client.release();
  });
});

describe('padded', () => {
  it('fills an array up to the planned length with the filler, and leaves a longer one as it is', () => {
    expect(padded([4, 5], 4)).toEqual([4, 5, ...Array<number>(PLANNED_LENGTH - 2).fill(4)]);
    const long = Array.from({ length: PLANNED_LENGTH + 3 }, (_, k) => k);
    expect(padded(long, 0)).toEqual(long);
  });
});
