// Who may call an operation (zod-free): the route's `auth` level against what is known of the caller. The API's
// pipeline and the kit's mock server both ask `mayCall`, so they refuse the same callers with the same words; a
// caller without a session gets 401 before this (ERROR_TEXTS.UNAUTHORIZED). In words: docs/rules/permissions.md.

import type { AuthLevel } from './routeTypes.ts';

/** What decides access: a seller (any seller status), an active seller, an administrator. */
export interface CallerFacts {
  readonly isSeller: boolean;
  readonly isActiveSeller: boolean;
  readonly isAdmin: boolean;
}

/** The 403 texts, by the level the caller lacks. */
export const ACCESS_REFUSALS = {
  seller: 'Only sellers can do this.',
  activeSeller: 'Only active sellers can do this.',
  admin: 'Only administrators can do this.',
} as const;

/** A user's seller permission, if they have one (any status). */
export function sellerPermissionOf<T extends { permission: string }>(
  permissions: readonly T[],
): T | undefined {
  return permissions.find((entry) => entry.permission === 'SELLER');
}

/** A user is a seller once they have a SELLER permission, whatever its status. */
export function isSeller(permissions: ReadonlyArray<{ permission: string }>): boolean {
  return sellerPermissionOf(permissions) !== undefined;
}

/** A user is a seller once they have a SELLER permission (any status); an active seller when one is ACTIVE. */
export function sellerFacts(
  permissions: ReadonlyArray<{ permission: string; status: string }>,
): Pick<CallerFacts, 'isSeller' | 'isActiveSeller'> {
  const sellers = permissions.filter((entry) => entry.permission === 'SELLER');
  return {
    isSeller: isSeller(permissions),
    isActiveSeller: sellers.some((entry) => entry.status === 'ACTIVE'),
  };
}

/** A seller an admin deactivated: their tickets and collections are off sale. */
export function isInactiveSeller(
  permissions: ReadonlyArray<{ permission: string; status: string }>,
): boolean {
  return permissions.some((entry) => entry.permission === 'SELLER' && entry.status === 'INACTIVE');
}

/**
 * Null when a signed-in caller with `caller`'s facts may call an operation of level `auth`, or the 403 text that
 * refuses them. Levels other than seller, active seller and administrator only ask for a session (or nothing).
 */
export function mayCall(auth: AuthLevel, caller: CallerFacts): string | null {
  if (auth === 'seller' && !caller.isSeller) return ACCESS_REFUSALS.seller;
  if (auth === 'activeSeller' && !caller.isActiveSeller) return ACCESS_REFUSALS.activeSeller;
  if (auth === 'admin' && !caller.isAdmin) return ACCESS_REFUSALS.admin;
  return null;
}
