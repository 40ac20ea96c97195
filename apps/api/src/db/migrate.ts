import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { statements as initial } from './migrations/0001_initial.ts';
import { statements as accountIndexes } from './migrations/0002_part2.ts';
import { statements as searchIndexes } from './migrations/0003_search_indexes.ts';
import { statements as catalogNotify } from './migrations/0004_catalog_notify.ts';
import { statements as liveEvents } from './migrations/0005_live_events.ts';
import { statements as offerExpiry } from './migrations/0006_offer_expiry.ts';
import { statements as autoAnswers } from './migrations/0007_auto_answers.ts';
import { statements as referenceRenames } from './migrations/0008_reference_renames.ts';
import { statements as abuseLimits } from './migrations/0009_abuse_limits.ts';
import { statements as catalogChanges } from './migrations/0010_catalog_changes.ts';
import { statements as searchNewestIndex } from './migrations/0011_search_newest_index.ts';
import { statements as sellerReputation } from './migrations/0012_seller_reputation.ts';
import { statements as mailDelivery } from './migrations/0013_mail_delivery.ts';
import { statements as notifications } from './migrations/0014_notifications.ts';
import { statements as livePresence } from './migrations/0015_live_presence.ts';
import { statements as operatorConsole } from './migrations/0016_operator_console.ts';
import { statements as embedSignIn } from './migrations/0017_embed_sign_in.ts';
import { statements as searchCoveringIndex } from './migrations/0018_search_covering_index.ts';
import { statements as searchWordsByParts } from './migrations/0019_search_words_by_parts.ts';
import { statements as searchCoveringFilters } from './migrations/0020_search_covering_filters.ts';
import { statements as searchLoweredNames } from './migrations/0021_search_lowered_names.ts';
import { statements as eventNameGrams } from './migrations/0022_event_name_grams.ts';
import { statements as embedAllowanceExpiry } from './migrations/0023_embed_allowance_expiry.ts';
import { statements as sessionEnds } from './migrations/0024_session_ends.ts';
import { statements as documentOwners } from './migrations/0025_document_owners.ts';
import { statements as refundOutbox } from './migrations/0026_refund_outbox.ts';
import { statements as rateBuckets } from './migrations/0027_rate_buckets.ts';
import { statements as sellerStatusCatalog } from './migrations/0028_seller_status_catalog.ts';
import { statements as follow } from './migrations/0029_follow.ts';
import { statements as partners } from './migrations/0030_partners.ts';
import { statements as attribution } from './migrations/0031_attribution.ts';
import { statements as savedSearchWords } from './migrations/0032_saved_search_words.ts';
import type { DB } from './schema.ts';

/** A migration written as plain SQL statements, run in order inside the migrator's transaction. */
function fromStatements(statements: string[]): Migration {
  return {
    async up(db) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/** Every migration, in order. Names sort lexically; never rename or edit one that has shipped: add a new one. */
const migrations: Record<string, Migration> = {
  '0001_initial': fromStatements(initial),
  // Named after the stage of the project that added it: deployments record that name as applied, so it stays. It
  // holds the indexes of the reservation sweep and the account lists.
  '0002_part2': fromStatements(accountIndexes),
  '0003_search_indexes': fromStatements(searchIndexes),
  '0004_catalog_notify': fromStatements(catalogNotify),
  '0005_live_events': fromStatements(liveEvents),
  '0006_offer_expiry': fromStatements(offerExpiry),
  '0007_auto_answers': fromStatements(autoAnswers),
  '0008_reference_renames': fromStatements(referenceRenames),
  '0009_abuse_limits': fromStatements(abuseLimits),
  '0010_catalog_changes': fromStatements(catalogChanges),
  '0011_search_newest_index': fromStatements(searchNewestIndex),
  '0012_seller_reputation': fromStatements(sellerReputation),
  '0013_mail_delivery': fromStatements(mailDelivery),
  '0014_notifications': fromStatements(notifications),
  '0015_live_presence': fromStatements(livePresence),
  '0016_operator_console': fromStatements(operatorConsole),
  '0017_embed_sign_in': fromStatements(embedSignIn),
  '0018_search_covering_index': fromStatements(searchCoveringIndex),
  '0019_search_words_by_parts': fromStatements(searchWordsByParts),
  '0020_search_covering_filters': fromStatements(searchCoveringFilters),
  '0021_search_lowered_names': fromStatements(searchLoweredNames),
  '0022_event_name_grams': fromStatements(eventNameGrams),
  '0023_embed_allowance_expiry': fromStatements(embedAllowanceExpiry),
  '0024_session_ends': fromStatements(sessionEnds),
  '0025_document_owners': fromStatements(documentOwners),
  '0026_refund_outbox': fromStatements(refundOutbox),
  '0027_rate_buckets': fromStatements(rateBuckets),
  '0028_seller_status_catalog': fromStatements(sellerStatusCatalog),
  '0029_follow': fromStatements(follow),
  '0030_partners': fromStatements(partners),
  '0031_attribution': fromStatements(attribution),
  '0032_saved_search_words': fromStatements(savedSearchWords),
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date. Throws when a migration fails (the server must not start half-migrated). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // Kysely's migrator takes a Postgres advisory lock, so several API processes starting at once migrate once.
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
