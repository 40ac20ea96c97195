import { validationTexts as m } from '../texts.ts';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  COUNTRY_MAX,
  EMAIL_MAX,
  IMAGE_TYPES,
  NAME_MAX,
  PASSWORD_MAX,
  PAYPAL_EMAIL_MAX,
  PAYPAL_ID_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  STATE_MAX,
} from './limits.ts';
import {
  email,
  firstFailure,
  hasAcceptedType,
  maxLength,
  plainText,
  required,
  type FieldValue,
  type FileLike,
} from './rules.ts';

export interface AddressValues {
  first_name: FieldValue;
  last_name: FieldValue;
  mobile_no: FieldValue;
  address_line_1: FieldValue;
  address_line_2?: FieldValue;
  city: FieldValue;
  /** Labelled State. */
  administrative_area: FieldValue;
  postal_code: FieldValue;
  country: FieldValue;
}

/** Address form: shipping, billing and account addresses (see docs/rules/validation.md), in the spec's order. */
export function validateAddress(values: AddressValues): string | null {
  return firstFailure(
    () => required(values.first_name, m.firstNameRequired),
    () => maxLength(values.first_name, NAME_MAX, m.firstNameMax),
    () => plainText(values.first_name, m.firstNameText),
    () => required(values.last_name, m.lastNameRequired),
    () => maxLength(values.last_name, NAME_MAX, m.lastNameMax),
    () => plainText(values.last_name, m.lastNameText),
    () => required(values.mobile_no, m.mobileRequired),
    () => maxLength(values.mobile_no, PHONE_MAX, m.mobileMax),
    () => plainText(values.mobile_no, m.mobileText),
    () => required(values.address_line_1, m.addressLine1Required),
    () => maxLength(values.address_line_1, ADDRESS_LINE_MAX, m.addressLine1Max),
    () => plainText(values.address_line_1, m.addressLine1Text),
    () => maxLength(values.address_line_2, ADDRESS_LINE_MAX, m.addressLine2Max),
    () => plainText(values.address_line_2, m.addressLine2Text),
    () => required(values.city, m.cityRequired),
    () => maxLength(values.city, CITY_MAX, m.cityMax),
    () => plainText(values.city, m.cityText),
    () => required(values.administrative_area, m.stateRequired),
    () => maxLength(values.administrative_area, STATE_MAX, m.stateMax),
    () => plainText(values.administrative_area, m.stateText),
    () => required(values.postal_code, m.postalCodeRequired),
    () => maxLength(values.postal_code, POSTAL_CODE_MAX, m.postalCodeMax),
    () => plainText(values.postal_code, m.postalCodeText),
    () => required(values.country, m.countryRequired),
    () => maxLength(values.country, COUNTRY_MAX, m.countryMax),
    () => plainText(values.country, m.countryText),
  );
}

export interface EditAccountValues {
  user_name: FieldValue;
  mobile_no: FieldValue;
}

/** Edit account (see docs/rules/validation.md): Name required (max 256); Phone required (max 20). */
export function validateEditAccount(values: EditAccountValues): string | null {
  return firstFailure(
    () => required(values.user_name, m.nameRequired),
    () => maxLength(values.user_name, NAME_MAX, m.nameMax),
    () => plainText(values.user_name, m.nameText),
    () => required(values.mobile_no, m.phoneRequired),
    () => maxLength(values.mobile_no, PHONE_MAX, m.phoneMax),
    () => plainText(values.mobile_no, m.phoneText),
  );
}

export interface UpdatePasswordValues {
  old_password: FieldValue;
  new_password: FieldValue;
  confirm_password: FieldValue;
}

/** Update password (see docs/rules/validation.md). */
export function validateUpdatePassword(values: UpdatePasswordValues): string | null {
  return firstFailure(
    () => required(values.old_password, m.oldPasswordRequired),
    () => maxLength(values.old_password, PASSWORD_MAX, m.oldPasswordMax),
    () => required(values.new_password, m.newPasswordRequired),
    () => maxLength(values.new_password, PASSWORD_MAX, m.newPasswordMax),
    () => required(values.confirm_password, m.confirmPasswordRequired),
    () => (values.confirm_password === values.new_password ? null : m.samePasswordAsAbove),
  );
}

/**
 * Profile photo (see docs/rules/validation.md): one jpeg or png file. The picker takes a single file (no `multiple`),
 * so only the type has a message; a missing file is simply nothing to upload (null).
 */
export function validateProfilePhoto(file: FileLike | null | undefined): string | null {
  if (!file) return null;
  return hasAcceptedType(file, IMAGE_TYPES, ['jpeg', 'jpg', 'png']) ? null : m.imageType;
}

export interface SellerPaymentValues {
  paypal_id: FieldValue;
  paypal_email: FieldValue;
}

/** Edit Seller Payment dialog (see docs/rules/validation.md). */
export function validateSellerPayment(values: SellerPaymentValues): string | null {
  return firstFailure(
    () => required(values.paypal_id, m.paypalIdRequired),
    () => maxLength(values.paypal_id, PAYPAL_ID_MAX, m.paypalIdMax),
    () => plainText(values.paypal_id, m.paypalIdText),
    () => required(values.paypal_email, m.paypalEmailRequired),
    () => maxLength(values.paypal_email, PAYPAL_EMAIL_MAX, m.paypalEmailMax),
    () => plainText(values.paypal_email, m.paypalEmailText),
  );
}

export interface BecomeSellerValues {
  /** The Paypal Id field. */
  id: FieldValue;
  /** The Paypal Email field. */
  email: FieldValue;
  agree: boolean;
}

/** Become a seller (see docs/rules/validation.md): id, email (required, valid, max), agreement. */
export function validateBecomeSeller(values: BecomeSellerValues): string | null {
  return firstFailure(
    () => required(values.id, m.idRequired),
    () => maxLength(values.id, PAYPAL_ID_MAX, m.idMax),
    () => plainText(values.id, m.idText),
    () => required(values.email, m.emailRequired),
    () => email(values.email, m.emailInvalid),
    () => maxLength(values.email, EMAIL_MAX, m.emailMax),
    () => (values.agree ? null : m.agreeRequired),
  );
}

export interface DeleteAccountValues {
  password: FieldValue;
}

/** Delete account (see docs/rules/validation.md). */
export function validateDeleteAccount(values: DeleteAccountValues): string | null {
  return firstFailure(
    () => required(values.password, m.passwordRequired),
    () => maxLength(values.password, PASSWORD_MAX, m.passwordMax),
  );
}
