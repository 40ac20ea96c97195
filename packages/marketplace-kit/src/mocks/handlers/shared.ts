import {
  PEOPLE_REFUSALS,
  DEFAULT_PROCESSING_FEE,
  DEFAULT_TAX_RATE,
  displayName as shownName,
  type Money,
  type Party,
  type User,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail } from '../http.ts';

export function accountOf(db: MockDb, userId: number) {
  return (
    db.accounts.find((account) => account.user.id === userId) ??
    fail('NOT_FOUND', PEOPLE_REFUSALS.userNotFound)
  );
}

/** The name a user is shown under (admins under the house name). */
export function displayName(user: Pick<User, 'name' | 'is_admin'>): string {
  return shownName(user.name, user.is_admin);
}

export function partyOf(user: User): Party {
  const avatar = user.profile_url
    ? { image_50: user.profile_url, image_200: user.profile_url, image_400: user.profile_url }
    : null;
  return { id: user.id, name: displayName(user), avatar, is_admin: user.is_admin };
}

export function amount(money: Money | null | undefined): number {
  return money ? Number(money.value) : 0;
}

export const taxOf = (value: number): Money => usd(Math.round(value * DEFAULT_TAX_RATE * 100) / 100);
export const feeOf = (value: number): Money => usd(Math.round(value * DEFAULT_PROCESSING_FEE * 100) / 100);

/** A price from a request body: a number, or a decimal string ('+12.5'). */
export function priceToMoney(value: number | string | null | undefined): Money | null {
  if (value === null || value === undefined || value === '') return null;
  return usd(Number(value));
}

export function isoNow(db: MockDb, plusMinutes = 0): string {
  return new Date(db.now() + plusMinutes * 60_000).toISOString();
}

/** Case-insensitive "contains". */
export function contains(haystack: string | null | undefined, needle: string | undefined): boolean {
  return !needle || (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

/** `status` filters: one status or a comma list, APPROVED by default. */
export function statusMatches(status: string, filter: string | undefined): boolean {
  return (filter ?? 'APPROVED').split(',').includes(status);
}
