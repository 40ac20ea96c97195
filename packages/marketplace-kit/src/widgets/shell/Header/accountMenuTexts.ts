/**
 * Texts of the account menu's own entries that load with the menu (its chunk), not with every page: our own, where
 * the product names a part without giving its text.
 */
export const accountMenuTexts = {
  operatorConsole: 'Operator console', // admins only: the admin area's entry
} as const;

/** Where the admin area is (the site mounts it there). */
export const ADMIN_HREF = '/admin';

/** @deprecated use ADMIN_HREF. */
export const OPERATOR_CONSOLE_HREF = ADMIN_HREF;
