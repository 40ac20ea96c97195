/**
 * Building blocks of the validators: each returns a message or null. All length limits count characters
 * (docs/rules/validation.md): code points, not UTF-16 units, with the contract's textLength, as the server does.
 */

import { isEmail, isPlainText, textLength } from '@momento/contract/routes';

/** A form value as inputs hand it over. */
export type FieldValue = string | number | null | undefined;

/** What the validators need of a file (a `File` fits). */
export interface FileLike {
  readonly type: string;
  readonly name?: string;
}

export function isBlank(value: FieldValue): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

export function charLength(value: FieldValue): number {
  return value === null || value === undefined ? 0 : textLength(String(value));
}

export function required(value: FieldValue, message: string): string | null {
  return isBlank(value) ? message : null;
}

/**
 * The wire protocol's text rule (no NUL or other control characters, no unpaired surrogates; tab and line breaks
 * only in multi-line text), checked in the form too, so a pasted control character is named instead of refused by
 * the server.
 */
export function plainText(
  value: FieldValue,
  message: string,
  options: { multiline?: boolean } = {},
): string | null {
  return value === null || value === undefined || isPlainText(String(value), options) ? null : message;
}

export function maxLength(value: FieldValue, max: number, message: string): string | null {
  return charLength(value) > max ? message : null;
}

/** The server's e-mail rule (the contract's isEmail), so the form refuses what the server would. */
export function email(value: FieldValue, message: string): string | null {
  return isBlank(value) || isEmail(String(value).trim()) ? null : message;
}

/** A non-negative decimal: digits with at most one dot ("12", "12.5", ".5"). */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
/** The offer price rule: an optional leading plus, digits and one dot (see docs/rules/validation.md). */
const SIGNED_DECIMAL = /^\+?(\d+\.?\d*|\.\d+)$/;

export function isDecimal(value: FieldValue, { allowPlus = false } = {}): boolean {
  if (isBlank(value)) return false;
  return (allowPlus ? SIGNED_DECIMAL : DECIMAL).test(String(value).trim());
}

/** The first message that is not null, in the order given (checks stop at the first failure). */
export function firstFailure(...checks: ReadonlyArray<() => string | null>): string | null {
  for (const check of checks) {
    const message = check();
    if (message !== null) return message;
  }
  return null;
}

/** Whether a file's MIME type (or, when the browser gives none, its extension) is in the accepted list. */
export function hasAcceptedType(
  file: FileLike,
  types: readonly string[],
  extensions: readonly string[] = [],
): boolean {
  if (file.type && types.includes(file.type)) return true;
  if (file.type) return false;
  const extension = file.name?.split('.').pop()?.toLowerCase();
  return extension !== undefined && extensions.includes(extension);
}
