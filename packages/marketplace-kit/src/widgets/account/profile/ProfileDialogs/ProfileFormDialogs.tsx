import { useMemo } from 'react';
import { validationTexts as m } from '#texts.ts';
import { validateEditAccount, validateSellerPayment, validateUpdatePassword } from '#validation/account.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { FormDialog, type FormDialogField } from './FormDialog.tsx';

type ProfileTexts = typeof englishTexts;

interface DialogBase<Values> {
  onSubmit: (values: Values) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** A message showing at first (stories). */
  defaultError?: string | null;
}

export type EditAccountValues = { user_name: string; mobile_no: string };

const editAccountFields = (t: ProfileTexts): readonly FormDialogField<keyof EditAccountValues>[] => [
  {
    name: 'user_name',
    label: t.name,
    autoComplete: 'name',
    messages: [m.nameRequired, m.nameMax, m.nameText],
  },
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
  const t = useTexts('profile', englishTexts);
  const fields = useMemo(() => editAccountFields(t), [t]);
  return (
    <FormDialog
      title={t.editAccountTitle}
      fields={fields}
      initialValues={initialValues}
      validate={validateEditAccount}
      {...props}
    />
  );
}

export type UpdatePasswordValues = { old_password: string; new_password: string; confirm_password: string };

const passwordFields = (t: ProfileTexts): readonly FormDialogField<keyof UpdatePasswordValues>[] => [
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
  const t = useTexts('profile', englishTexts);
  const fields = useMemo(() => passwordFields(t), [t]);
  return (
    <FormDialog
      title={t.updatePassword}
      fields={fields}
      initialValues={{ old_password: '', new_password: '', confirm_password: '' }}
      validate={validateUpdatePassword}
      {...props}
    />
  );
}

export type SellerPaymentValues = { paypal_id: string; paypal_email: string };

const sellerPaymentFields = (t: ProfileTexts): readonly FormDialogField<keyof SellerPaymentValues>[] => [
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
  const t = useTexts('profile', englishTexts);
  const fields = useMemo(() => sellerPaymentFields(t), [t]);
  return (
    <FormDialog
      title={t.editSellerPayment}
      fields={fields}
      initialValues={initialValues}
      validate={validateSellerPayment}
      {...props}
    />
  );
}
