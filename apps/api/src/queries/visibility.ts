import { sql, type RawBuilder } from 'kysely';

// The contract's visibility rules (packages/contract/src/visibility.ts, docs/rules/visibility.md) as SQL conditions.

/** The user of `userColumn` is a seller an admin deactivated (their seller permission is INACTIVE). */
export const sellerDeactivated = (userColumn: string): RawBuilder<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM permissions p WHERE p.user_id = ${sql.ref(userColumn)} AND p.permission = 'SELLER' AND p.status = 'INACTIVE')`;

/** isTicketOpen for the ticket of alias `t`: not hidden by an admin, and its seller not deactivated. */
export const ticketOpen = (t: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${t}.hidden_at`)} IS NULL AND NOT ${sellerDeactivated(`${t}.seller_id`)})`;
