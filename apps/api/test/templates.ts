import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { MemoryStorage, type BlobMeta, type BlobStorage } from '../src/images/storage.ts';
import { seed } from '../src/seed/seed.ts';

/**
 * Starting databases for the test servers. Opening a PGlite, running every migration and seeding the demo set took
 * most of each `startTestApi()` (seconds each, dozens of servers a run). The first server of a kind builds its
 * database once and leaves a copy; the later ones start from that copy: PGlite loads the dump of the data directory
 * (`dumpDataDir`), PostgreSQL creates the database with `TEMPLATE`. Every server still gets its own fresh database,
 * exactly as migrating and seeding it would have left it.
 *
 * The copies live for one vitest run (template-setup.ts makes the folder and removes it, and drops the template
 * databases, at the end); files run in separate processes, so the folder is how they share. Without that setup (no
 * vitest, another config) every server builds its own, as before.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of database copies, and the prefix of its PostgreSQL template databases. */
    apiTemplates: { dir: string; prefix: string };
  }
}

/** What the database holds: migrations only, or the demo seed too (its size and password hashing cost). */
export type DatabaseShape = { seed: false } | { seed: true; listings: number; scryptCost: number };

/**
 * The seed writes times relative to its own start (an unpaid order with 25 minutes left, offers 47.5 of their 48
 * hours old): a seeded copy older than this is built anew, so a server's demo data is never more than this stale.
 */
const SEEDED_MAX_AGE_MS = 2 * 60_000;

/** The demo seed as the harness sizes it: 12 events, 2 generated pictures. */
export async function seedDemo(
  database: Database,
  storage: BlobStorage,
  shape: { listings: number; scryptCost: number },
): Promise<void> {
  await seed(database.db, storage, {
    config: { scryptCost: shape.scryptCost },
    listings: shape.listings,
    events: 12,
    images: 2,
  });
}

/** A stored copy: where it is, when it was built, and the blobs its seed stored (pictures) as base64. */
type StoredCopy = { builtAt: number; source: string; blobs: { key: string; data: string; meta: BlobMeta }[] };

/** The server's database, freshly made from a copy; `blobs` are what the seed stored, for the server's storage. */
export type FreshDatabase = { database: Database; blobs: StoredCopy['blobs']; drop: () => Promise<void> };

function runTemplates(): { dir: string; prefix: string } | undefined {
  try {
    return inject('apiTemplates');
  } catch {
    return undefined;
  }
}

function keyOf(shape: DatabaseShape): string {
  return shape.seed ? `seeded_${shape.listings}_${shape.scryptCost}` : 'migrated';
}

async function readRecord(file: string, maxAgeMs: number): Promise<StoredCopy | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as StoredCopy;
    return Date.now() - record.builtAt <= maxAgeMs ? record : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a reader in another process never sees half a record. */
async function writeRecord(file: string, record: StoredCopy): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, file);
}

/** A storage that keeps what is put into it, to store the same blobs again for the servers started from the copy. */
class RecordingStorage extends MemoryStorage {
  readonly puts: StoredCopy['blobs'] = [];

  override async put(key: string, data: Uint8Array, meta: BlobMeta = {}): Promise<void> {
    await super.put(key, data, meta);
    this.puts.push({ key, data: Buffer.from(data).toString('base64'), meta });
  }
}

export async function storeBlobs(storage: BlobStorage, blobs: StoredCopy['blobs']): Promise<void> {
  for (const blob of blobs) await storage.put(blob.key, Buffer.from(blob.data, 'base64'), blob.meta);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new PostgreSQL database (a copy of `template` when given) that `drop` removes. */
async function createPostgres(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await adminQuery(
    adminUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh database shaped as asked. With the run's template folder: from the stored copy of that shape when there is
 * a recent one; else built from the migrated copy (migrated and stored first when there is none yet) and stored as
 * the copy of its shape for the next servers.
 */
export async function freshDatabase(
  shape: DatabaseShape,
  options: { adminUrl: string | null; poolSize: number },
): Promise<FreshDatabase> {
  const templates = runTemplates();
  const name = `momento_test_${randomBytes(6).toString('hex')}`;
  if (!templates) {
    const pgDb = options.adminUrl ? await createPostgres(options.adminUrl, name) : null;
    const database = await openDatabase({
      databaseUrl: pgDb?.url ?? null,
      dataDir: null,
      poolSize: options.poolSize,
    });
    await migrateToLatest(database.db);
    const blobs = shape.seed ? await seedRecorded(database, shape) : [];
    return { database, blobs, drop: async () => pgDb?.drop() };
  }
  const migratedFile = path.join(templates.dir, 'migrated.json');
  const seededFile = path.join(templates.dir, `${keyOf(shape)}.json`);
  const seeded = shape.seed ? await readRecord(seededFile, SEEDED_MAX_AGE_MS) : null;
  const migrated = await readRecord(migratedFile, Number.POSITIVE_INFINITY);
  return options.adminUrl
    ? freshPostgres(
        { adminUrl: options.adminUrl, name, prefix: templates.prefix, poolSize: options.poolSize },
        shape,
        { seeded, migrated, migratedFile, seededFile },
      )
    : freshPglite(templates.dir, shape, { seeded, migrated, migratedFile, seededFile });
}

type Copies = {
  seeded: StoredCopy | null;
  migrated: StoredCopy | null;
  migratedFile: string;
  seededFile: string;
};

/** Seeds the demo set; returns the blobs the seed stored (its pictures). */
async function seedRecorded(
  database: Database,
  shape: { listings: number; scryptCost: number },
): Promise<StoredCopy['blobs']> {
  const storage = new RecordingStorage();
  await seedDemo(database, storage, shape);
  return storage.puts;
}

async function freshPostgres(
  target: { adminUrl: string; name: string; prefix: string; poolSize: number },
  shape: DatabaseShape,
  copies: Copies,
): Promise<FreshDatabase> {
  const { adminUrl } = target;
  /** A template database under the run's prefix (the setup drops those at the end), filled by `fill` and closed:
   * a database with open connections cannot serve as a template. */
  const template = async (
    key: string,
    from: string | null,
    fill: (database: Database) => Promise<StoredCopy['blobs']>,
  ): Promise<StoredCopy> => {
    const templateName = `${target.prefix}${key}_${randomBytes(3).toString('hex')}`;
    const builtAt = Date.now();
    const made = await createPostgres(adminUrl, templateName, from ?? undefined);
    const builder = await openDatabase({ databaseUrl: made.url, dataDir: null, poolSize: 2 });
    let blobs: StoredCopy['blobs'];
    try {
      blobs = await fill(builder);
    } finally {
      await builder.close();
    }
    return { builtAt, source: templateName, blobs };
  };
  let copy = copies.seeded ?? copies.migrated;
  if (!copy) {
    copy = await template('migrated', null, async (database) => {
      await migrateToLatest(database.db);
      return [];
    });
    await writeRecord(copies.migratedFile, copy);
  }
  if (shape.seed && !copies.seeded) {
    copy = await template(keyOf(shape), copy.source, (database) => seedRecorded(database, shape));
    await writeRecord(copies.seededFile, copy);
  }
  const pgDb = await createPostgres(adminUrl, target.name, copy.source);
  const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: null, poolSize: target.poolSize });
  return { database, blobs: copy.blobs, drop: pgDb.drop };
}

async function freshPglite(dir: string, shape: DatabaseShape, copies: Copies): Promise<FreshDatabase> {
  const load = async (record: StoredCopy | null) =>
    record ? await readFile(record.source).catch(() => null) : null;
  /** Dumps this database as the copy of its shape, in place of the previous copy. */
  const keep = async (
    database: Database,
    recordFile: string,
    builtAt: number,
    blobs: StoredCopy['blobs'],
  ) => {
    const pglite = database.pglite as NonNullable<Database['pglite']>;
    const file = path.join(
      dir,
      `${path.basename(recordFile, '.json')}.${process.pid}.${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    const previous = await readRecord(recordFile, Number.POSITIVE_INFINITY);
    await writeRecord(recordFile, { builtAt, source: file, blobs });
    // A server that read the previous record just before finds no file and builds its own (below).
    if (previous && previous.source !== file) await rm(previous.source, { force: true });
  };

  const seededDump = await load(copies.seeded);
  if (copies.seeded && seededDump) {
    return {
      database: await openDatabase({ dataDir: null, loadDataDir: new Blob([seededDump]) }),
      blobs: copies.seeded.blobs,
      drop: async () => {},
    };
  }
  // This server's own database is the one that is filled and kept as the copy.
  const migratedDump = await load(copies.migrated);
  const database = await openDatabase({
    dataDir: null,
    ...(migratedDump ? { loadDataDir: new Blob([migratedDump]) } : {}),
  });
  if (!migratedDump) {
    const builtAt = Date.now();
    await migrateToLatest(database.db);
    await keep(database, copies.migratedFile, builtAt, []);
  }
  let blobs: StoredCopy['blobs'] = [];
  if (shape.seed) {
    const builtAt = Date.now();
    blobs = await seedRecorded(database, shape);
    await keep(database, copies.seededFile, builtAt, blobs);
  }
  return { database, blobs, drop: async () => {} };
}
