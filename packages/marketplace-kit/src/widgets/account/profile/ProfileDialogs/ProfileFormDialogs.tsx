import { validationMessages as m } from '#messages.ts';
import {
  validateEditAccount,
  validateSellerPayment,
  validateUpdatePassword,
} from '#validation/account.ts';
import { profileTexts as t } from '../profileTexts.ts';
import { FormDialog, type FormDialogField } from './FormDialog.tsx';

interface DialogBase<Values> {
  onSubmit: (values: Values) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** A message showing at first (stories). */
  defaultError?: string | null;
}

export type EditAccountValues = { user_name: string; mobile_no: string };

const EDIT_ACCOUNT_FIELDS: readonly FormDialogField<keyof EditAccountValues>[] = [
  { name: 'user_name', label: t.name, autoComplete: 'name', messages: [m.nameRequired, m.nameMax, m.nameText] },
  {
    name: 'mobile_no',
    label: t.phone,
    type: 'tel',
    autoComplete: 'tel',
    messages: [m.phoneRequired, m.phoneMax, m.phoneText],
  },
];

/** Edit (see docs/rules/validation.md): name and phone, both required. */
export function EditAccountDialog({
  initialValues,
  ...props
}: DialogBase<EditAccountValues> & { initialValues: EditAccountValues }) {
  return (
    <FormDialog
      title={t.editAccountTitle}
      fields={EDIT_ACCOUNT_FIELDS}
      initialValues={initialValues}
      validate={validateEditAccount}
      {...props}
    />
  );
}

export type UpdatePasswordValues = { old_password: string; new_password: string; confirm_password: string };

const PASSWORD_FIELDS: readonly FormDialogField<keyof UpdatePasswordValues>[] = [
  {
    name: 'old_password',
    label: t.oldPassword,
    type: 'password',
    autoComplete: 'current-password',
    messages: [m.oldPasswordRequired, m.oldPasswordMax],
  },
  {
    name: 'new_password',
    label: t.newPassword,
    type: 'password',
    autoComplete: 'new-password',
    messages: [m.newPasswordRequired, m.newPasswordMax],
  },
  {
    name: 'confirm_password',
    label: t.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
    messages: [m.confirmPasswordRequired, m.samePasswordAsAbove],
  },
];

/** Update Password (see docs/rules/validation.md): old, new and a confirmation equal to the new one. */
export function UpdatePasswordDialog(props: DialogBase<UpdatePasswordValues>) {
  return (
    <FormDialog
      title={t.updatePassword}
      fields={PASSWORD_FIELDS}
      initialValues={{ old_password: '', new_password: '', confirm_password: '' }}
      validate={validateUpdatePassword}
      {...props}
    />
  );
}

export type SellerPaymentValues = { paypal_id: string; paypal_email: string };

const SELLER_PAYMENT_FIELDS: readonly FormDialogField<keyof SellerPaymentValues>[] = [
  {
    name: 'paypal_id',
    label: t.paypalId,
    autoComplete: 'off',
    messages: [m.paypalIdRequired, m.paypalIdMax, m.paypalIdText],
  },
  {
    name: 'paypal_email',
    label: t.paypalEmail,
    type: 'email',
    autoComplete: 'email',
    messages: [m.paypalEmailRequired, m.paypalEmailMax, m.paypalEmailText],
  },
];

/** Edit Seller Payment (see docs/rules/validation.md): PayPal id and e-mail. */
export function SellerPaymentDialog({
  initialValues,
  ...props
}: DialogBase<SellerPaymentValues> & { initialValues: SellerPaymentValues }) {
  return (
    <FormDialog
      title={t.editSellerPayment}
      fields={SELLER_PAYMENT_FIELDS}
      initialValues={initialValues}
      validate={validateSellerPayment}
      {...props}
    />
  );
}
