import { validationTexts as m } from '../texts.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from './limits.ts';
import { email, type FieldValue, firstFailure, maxLength, plainText, required } from './rules.ts';

export interface RegisterValues {
  user_name: FieldValue;
  email: FieldValue;
  password: FieldValue;
  confirm_password: FieldValue;
}

/** Register dialog (see docs/rules/validation.md): name, email (required, max, valid), password, confirm. */
export function validateRegister(values: RegisterValues): string | null {
  return firstFailure(
    () => required(values.user_name, m.nameRequired),
    () => maxLength(values.user_name, NAME_MAX, m.nameMax),
    () => plainText(values.user_name, m.nameText),
    () => required(values.email, m.emailRequired),
    () => maxLength(values.email, EMAIL_MAX, m.emailMax),
    () => email(values.email, m.emailInvalid),
    () => required(values.password, m.passwordRequired),
    () => maxLength(values.password, PASSWORD_MAX, m.passwordMax),
    () => required(values.confirm_password, m.confirmPasswordRequired),
    () => maxLength(values.confirm_password, PASSWORD_MAX, m.confirmPasswordMax),
    () => (values.password === values.confirm_password ? null : m.passwordsMismatch),
  );
}

export interface LoginValues {
  email: FieldValue;
  password: FieldValue;
}

/** Login and site login (see docs/rules/validation.md): email required, valid, max 256; password required, max 256. */
export function validateLogin(values: LoginValues): string | null {
  return firstFailure(
    () => required(values.email, m.emailRequired),
    () => email(values.email, m.emailInvalid),
    () => maxLength(values.email, EMAIL_MAX, m.emailMax),
    () => required(values.password, m.passwordRequired),
    () => maxLength(values.password, PASSWORD_MAX, m.passwordMax),
  );
}

/** The site login gate uses the same rules as the user login. */
export const validateSiteLogin = validateLogin;

export interface ForgotValues {
  email: FieldValue;
}

/** Forgot password (see docs/rules/validation.md): email required, valid, max 256. */
export function validateForgot(values: ForgotValues): string | null {
  return firstFailure(
    () => required(values.email, m.emailRequired),
    () => email(values.email, m.emailInvalid),
    () => maxLength(values.email, EMAIL_MAX, m.emailMax),
  );
}

export interface ResetValues {
  password: FieldValue;
  confirm_password: FieldValue;
}

/** Reset password (see docs/rules/validation.md): both required, max 256, must match. */
export function validateReset(values: ResetValues): string | null {
  return firstFailure(
    () => required(values.password, m.passwordRequired),
    () => maxLength(values.password, PASSWORD_MAX, m.passwordMax),
    () => required(values.confirm_password, m.confirmPasswordRequired),
    () => maxLength(values.confirm_password, PASSWORD_MAX, m.confirmPasswordMax),
    () => (values.password === values.confirm_password ? null : m.passwordsMismatch),
  );
}
