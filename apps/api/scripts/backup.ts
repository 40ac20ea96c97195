import { loadConfig } from '../src/config.ts';
import { backup, restore } from '../src/backup.ts';

// pnpm --filter @momento/api backup <folder>    backs up the database and blob store of this configuration
// pnpm --filter @momento/api restore <folder>   restores a backup into an empty database and blob store
// The configuration is the server's (DATA_DIR, DATABASE_URL, BLOB_STORE and S3_*). See README.md, "Backups".
const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('usage: node scripts/backup.ts backup|restore <folder>');
  process.exit(2);
}
const config = loadConfig();
try {
  const started = performance.now();
  const manifest = command === 'backup' ? await backup(config, folder) : await restore(config, folder);
  const bytes = manifest.blobs.reduce((sum, blob) => sum + blob.size, 0);
  console.log(
    `${command === 'backup' ? 'backed up' : 'restored'} ${manifest.database} (${manifest.databaseFile}) and ${manifest.blobs.length} blobs (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
