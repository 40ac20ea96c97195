import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql, type ColumnType, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglitePrepared.ts';

// Kysely on PGlite with named prepared statements answers as PGlite's own query does: the same rows and types, the
// same errors, transactions that commit or roll back whole, and a file-backed database that keeps what it wrote.

type Things = {
  things: {
    id: Generated<number>;
    name: string;
    made: ColumnType<Date, Date | undefined, never>;
    size: ColumnType<string | null, string | undefined, never>;
  };
};

const opened: PGlite[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const pglite of opened.splice(0)) await pglite.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function open(options: { dataDir?: string; maxStatements?: number } = {}) {
  const pglite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  opened.push(pglite);
  const db = new Kysely<Things>({
    dialect: new PGliteDialect({
      pglite: withPreparedStatements(pglite, { maxStatements: options.maxStatements ?? 400 }),
    }),
  });
  await sql`CREATE TABLE IF NOT EXISTS things (id serial PRIMARY KEY, name text UNIQUE NOT NULL, made timestamptz NOT NULL DEFAULT now(), size numeric)`.execute(
    db,
  );
  return { pglite, db };
}

const prepared = async (pglite: PGlite) =>
  (
    await pglite.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements ORDER BY statement',
    )
  ).rows.map((r) => r.statement);

describe('PGlite with prepared statements', () => {
  it('prepares each statement text once and answers with the same rows and types as PGlite', async () => {
    const { pglite, db } = await open();
    const made = new Date('2026-11-26T10:00:00.123Z');
    for (const name of ['ticket stub', 'program', 'pennant'])
      await db.insertInto('things').values({ name, made, size: '1.50' }).execute();
    const read = (name: string) =>
      db.selectFrom('things').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    const first = await read('program');
    const again = await read('pennant');
    expect(first).toEqual({ id: 2, name: 'program', made, size: '1.50' });
    expect(again.name).toBe('pennant');
    // The same answer through PGlite's own (unprepared) query.
    expect((await pglite.query('SELECT * FROM things WHERE name = $1', ['program'])).rows).toEqual([first]);
    const texts = await prepared(pglite);
    expect(texts.filter((text) => text.startsWith('select * from "things"'))).toHaveLength(1);
    expect(texts.filter((text) => text.startsWith('insert into "things"'))).toHaveLength(1);
  });

  it('throws PostgreSQL’s error with its code, and rolls a failed transaction back whole', async () => {
    const { db } = await open();
    await db.insertInto('things').values({ name: 'program' }).execute();
    const duplicate = await db
      .insertInto('things')
      .values({ name: 'program' })
      .execute()
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505' });
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('things').values({ name: 'pennant' }).execute();
        await trx.insertInto('things').values({ name: 'program' }).execute();
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await db.selectFrom('things').select('name').execute()).map((r) => r.name)).toEqual(['program']);
    // The connection is usable afterwards, inside and outside transactions.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'pennant' }).execute();
    });
    expect((await db.selectFrom('things').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(
      ['program', 'pennant'],
    );
  });

  it('runs a statement outside a transaction only once the running transaction has ended', async () => {
    const { db } = await open();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'stub' }).execute();
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = db.selectFrom('things').select('name').execute();
    let read: string[] | null = null;
    void reading.then((rows) => (read = rows.map((r) => r.name)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBeNull();
    release();
    await writing;
    expect((await reading).map((r) => r.name)).toEqual(['stub']);
  });

  it('keeps at most maxStatements prepared, and prepares a statement again when its table changed shape', async () => {
    const { pglite, db } = await open({ maxStatements: 3 });
    for (const n of [1, 2, 3, 4, 5]) await sql`SELECT ${n}::int + ${sql.lit(n)} AS v`.execute(db);
    expect(await prepared(pglite)).toHaveLength(3);
    await db.insertInto('things').values({ name: 'program' }).execute();
    const all = () => sql<Record<string, unknown>>`SELECT * FROM things`.execute(db);
    expect(Object.keys((await all()).rows[0] ?? {})).toEqual(['id', 'name', 'made', 'size']);
    await sql`ALTER TABLE things ADD COLUMN colour text`.execute(db);
    expect(Object.keys((await all()).rows[0] ?? {})).toEqual(['id', 'name', 'made', 'size', 'colour']);
  });

  it('keeps what it wrote in a file-backed database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-prepared-'));
    folders.push(dataDir);
    const first = await open({ dataDir });
    await first.db.insertInto('things').values({ name: 'pennant' }).execute();
    await first.db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'program' }).execute();
    });
    await first.pglite.close();
    opened.splice(opened.indexOf(first.pglite), 1);
    const second = await open({ dataDir });
    expect(
      (await second.db.selectFrom('things').select('name').orderBy('id').execute()).map((r) => r.name),
    ).toEqual(['pennant', 'program']);
  });
});
