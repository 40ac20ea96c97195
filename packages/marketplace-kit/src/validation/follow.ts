// The checks of following's forms (docs/rules/follow.md), with the contract's texts: the kit checks before sending
// what the server would refuse in the same words.
import { FOLLOW_REFUSALS, SAVED_SEARCH_NAME_MAX } from '@momento/contract/routes';

/** A saved search's name: required, at most SAVED_SEARCH_NAME_MAX characters (whether it is taken, the server says). */
export function validateSavedSearchName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return FOLLOW_REFUSALS.searchName;
  if ([...trimmed].length > SAVED_SEARCH_NAME_MAX) return FOLLOW_REFUSALS.searchNameLong;
  return null;
}

/** An alert price: empty (the default drop rule), or an amount above $0.00 with at most two decimals. */
export function validateAlertPrice(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\+?\d+(\.\d{1,2})?$/.test(trimmed) && Number(trimmed) > 0 ? null : FOLLOW_REFUSALS.alertPrice;
}
