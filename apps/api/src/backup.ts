import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import { imageKey, STORED_WIDTHS } from './images/images.ts';
import type { BlobStorage } from './images/storage.ts';
import { openStorage, dataPaths } from './server.ts';
import { openDatabase, type Database } from './db/database.ts';

// Backup and restore of a deployment's data: the database (PostgreSQL with pg_dump's custom format and pg_restore;
// PGlite with its own dump of its data directory) and the blob store (every image and document the database
// refers to, read and written through the store's interface, so a filesystem store and a bucket back up alike).
// A backup is a folder: manifest.json, the database file, blobs/<key>. Restores go into an empty database and store.
// See README.md, "Backups".

export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'pglite-datadir.tar.gz';

export type BlobEntry = {
  key: string;
  contentType: string | null;
  cacheControl: string | null;
  size: number;
  sha256: string;
};
export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  blobs: BlobEntry[];
};

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** pg_dump / pg_restore: PG_DUMP / PG_RESTORE, else the newest under /usr/lib/postgresql (Debian), else PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const given = process.env[name.toUpperCase()];
  if (given) return given;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Every blob key the database refers to: each stored width of each image, and each document (deleted ones too). */
async function blobKeys(database: Database): Promise<string[]> {
  const images = await database.db.selectFrom('images').select('hash').orderBy('hash').execute();
  const documents = await database.db
    .selectFrom('ticket_documents')
    .select('storage_key')
    .orderBy('storage_key')
    .execute();
  return [
    ...images.flatMap(({ hash }) => STORED_WIDTHS.map((width) => imageKey(hash, width))),
    ...documents.map((d) => d.storage_key),
  ];
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function backupBlobs(database: Database, storage: BlobStorage, folder: string): Promise<BlobEntry[]> {
  await mkdir(path.join(folder, 'blobs'), { recursive: true });
  const entries: BlobEntry[] = [];
  for (const key of await blobKeys(database)) {
    const blob = await storage.open(key);
    // An image is stored only in the widths its original allowed: a missing width is not an error.
    if (!blob) continue;
    const bytes = await readAll(blob.body);
    await writeFile(path.join(folder, 'blobs', key), bytes);
    entries.push({
      key,
      contentType: blob.contentType,
      cacheControl: blob.cacheControl,
      size: bytes.byteLength,
      sha256: sha256(bytes),
    });
  }
  return entries;
}

/**
 * Backs up the database and the blob store of `config` into `folder` (created; must not hold a backup already).
 * PostgreSQL may be in use meanwhile (pg_dump reads one consistent snapshot); PGlite must not be (it is one process's
 * files: stop the server first). Blobs are written before they are referenced and never changed, so blobs copied
 * after the database dump cover every reference in it.
 */
export async function backup(config: Config, folder: string): Promise<Manifest> {
  if (existsSync(path.join(folder, MANIFEST))) throw new Error(`${folder} already holds a backup`);
  await mkdir(folder, { recursive: true });
  const storage = await openStorage(config);
  let databaseFile: string;
  let database: Database;
  if (config.databaseUrl) {
    databaseFile = PG_DUMP_FILE;
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(folder, databaseFile)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, poolSize: 2 });
  } else {
    if (!config.dataDir)
      throw new Error('Nothing to back up: set DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)');
    const dataDir = dataPaths(config.dataDir).pglite;
    if (!existsSync(dataDir)) throw new Error(`No PGlite database in ${dataDir}`);
    databaseFile = PGLITE_DUMP_FILE;
    database = await openDatabase({ databaseUrl: null, dataDir });
    const dump = await (database.pglite as NonNullable<Database['pglite']>).dumpDataDir('gzip');
    await writeFile(path.join(folder, databaseFile), Buffer.from(await dump.arrayBuffer()));
  }
  try {
    const blobs = await backupBlobs(database, storage, folder);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: database.kind,
      databaseFile,
      blobs,
    };
    await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup folder into the empty database and blob store of `config`: a PostgreSQL dump into DATABASE_URL
 * (a database without tables), a PGlite dump into DATA_DIR/pglite (absent or empty). Each blob is checked against
 * its checksum before it is stored.
 */
export async function restore(config: Config, folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  const databaseFile = path.join(folder, manifest.databaseFile);
  if (manifest.database === 'postgres') {
    if (!config.databaseUrl)
      throw new Error('This backup is of PostgreSQL: set DATABASE_URL to the empty database to restore into');
    const target = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, poolSize: 1 });
    try {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(
        target.db,
      );
      if (Number(rows[0]?.n ?? 0) > 0) throw new Error('The database to restore into is not empty');
    } finally {
      await target.close();
    }
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      databaseFile,
    ]);
  } else {
    if (config.databaseUrl)
      throw new Error('This backup is of PGlite: unset DATABASE_URL and set DATA_DIR to restore into');
    if (!config.dataDir) throw new Error('Set DATA_DIR to restore a PGlite backup into');
    const dataDir = dataPaths(config.dataDir).pglite;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
    await mkdir(dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([await readFile(databaseFile)]),
    });
    await pglite.close();
  }
  const storage = await openStorage(config);
  for (const entry of manifest.blobs) {
    const bytes = await readFile(path.join(folder, 'blobs', entry.key));
    if (bytes.byteLength !== entry.size || sha256(bytes) !== entry.sha256)
      throw new Error(`blobs/${entry.key} does not match its checksum`);
    await storage.put(entry.key, bytes, {
      ...(entry.contentType ? { contentType: entry.contentType } : {}),
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    });
  }
  return manifest;
}
