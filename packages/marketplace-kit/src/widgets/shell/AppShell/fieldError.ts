import { validationTexts as m } from '#texts.ts';

/**
 * The sign-in forms' checks stop at the first failure and show one message (see docs/rules/validation.md). The message is
 * shown on the field it is about (aria-invalid + aria-describedby), so these lists say which field owns which message.
 */
export const messageOwners = {
  user_name: [m.nameRequired, m.nameMax, m.nameText],
  email: [m.emailRequired, m.emailMax, m.emailInvalid],
  password: [m.passwordRequired, m.passwordMax],
  confirm_password: [m.confirmPasswordRequired, m.confirmPasswordMax, m.passwordsMismatch],
} as const;

export type OwnedField = keyof typeof messageOwners;

/** The message when it belongs to `field`, else undefined. */
export function errorOf(message: string | null, field: OwnedField): string | undefined {
  return message !== null && (messageOwners[field] as readonly string[]).includes(message)
    ? message
    : undefined;
}
