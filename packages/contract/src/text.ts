// The text rules of the wire protocol, zod-free so that browser bundles (the kit's validation) share them with the
// server's schemas (primitives.ts): no NUL or other control characters, no lone UTF-16 surrogates.

/** The message of a text with a control character (the server prefixes the field: `user_name: ...`). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (such as NUL or escape)';
/** The message of a text with a lone UTF-16 surrogate. */
export const LONE_SURROGATE_MESSAGE = 'must not contain invalid characters (unpaired surrogates)';
// Deliberate control-character classes: these patterns exist to find them.
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE = /^[^\u0000-\u001F]*$/;
// Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;
/** Surrogates only in pairs. */
export const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** Whether a text has no control characters (tab, line feed and carriage return allowed when `multiline`). */
export function isPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value) && WELL_FORMED.test(value);
}

/**
 * The e-mail shape the server's schemas accept (zod's own e-mail rule, spelled out here so that the kit's forms apply
 * the same one without zod): a dotted local part and a domain with a top-level name of two or more letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether a (trimmed) text is an e-mail address the server takes. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * A text's length as every limit counts it: in characters (code points), so an emoji or another character beyond the
 * basic plane counts as one, as PostgreSQL's char_length does, not as the two UTF-16 units of a JavaScript length.
 * The server's schemas (primitives.ts) and the kit's forms both count with it.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** The message of a text beyond its limit (the server prefixes the field: `user_name: ...`). */
export const tooLongMessage = (max: number): string => `Too big: expected string to have <=${max} characters`;
