import type { Address } from '@momento/contract';
import { Checkbox, Dialog, Modal, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { validateAddress } from '#validation/account.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { checkoutTexts as englishTexts } from '../purchaseTexts.ts';
import * as styles from './CheckoutFlow.css.ts';
import { FormActions } from '../../shared/FormActions.tsx';

/** The fields of the address form (see docs/rules/validation.md), as strings. */
export interface AddressFormValues {
  first_name: string;
  last_name: string;
  mobile_no: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  administrative_area: string;
  postal_code: string;
  country: string;
}

const EMPTY: AddressFormValues = {
  first_name: '',
  last_name: '',
  mobile_no: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  administrative_area: '',
  postal_code: '',
  country: '',
};

export function addressFormValues(address: Address | null | undefined): AddressFormValues {
  if (!address) return EMPTY;
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    mobile_no: address.mobile_no,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2 ?? '',
    city: address.city,
    administrative_area: address.administrative_area,
    postal_code: address.postal_code,
    country: address.country,
  };
}

/** The fields in the spec's order, with their labels' text ids and the messages each one owns (first failure only). */
const FIELDS: ReadonlyArray<{
  name: keyof AddressFormValues;
  label: keyof typeof englishTexts;
  autoComplete: string;
  messages: readonly string[];
}> = [
  {
    name: 'first_name',
    label: 'firstName',
    autoComplete: 'given-name',
    messages: [m.firstNameRequired, m.firstNameMax, m.firstNameText],
  },
  {
    name: 'last_name',
    label: 'lastName',
    autoComplete: 'family-name',
    messages: [m.lastNameRequired, m.lastNameMax, m.lastNameText],
  },
  {
    name: 'mobile_no',
    label: 'mobileNo',
    autoComplete: 'tel',
    messages: [m.mobileRequired, m.mobileMax, m.mobileText],
  },
  {
    name: 'address_line_1',
    label: 'addressLine1',
    autoComplete: 'address-line1',
    messages: [m.addressLine1Required, m.addressLine1Max, m.addressLine1Text],
  },
  {
    name: 'address_line_2',
    label: 'addressLine2',
    autoComplete: 'address-line2',
    messages: [m.addressLine2Max, m.addressLine2Text],
  },
  {
    name: 'city',
    label: 'city',
    autoComplete: 'address-level2',
    messages: [m.cityRequired, m.cityMax, m.cityText],
  },
  {
    name: 'administrative_area',
    label: 'state',
    autoComplete: 'address-level1',
    messages: [m.stateRequired, m.stateMax, m.stateText],
  },
  {
    name: 'postal_code',
    label: 'postalCode',
    autoComplete: 'postal-code',
    messages: [m.postalCodeRequired, m.postalCodeMax, m.postalCodeText],
  },
  {
    name: 'country',
    label: 'country',
    autoComplete: 'country-name',
    messages: [m.countryRequired, m.countryMax, m.countryText],
  },
];

export interface AddressDialogProps {
  /** 'Shipping' or 'Billing': the dialog's title. */
  kind: 'shipping' | 'billing';
  /** Another title (the profile's 'Contact Information'). @default 'Shipping' or 'Billing' by `kind` */
  title?: string;
  /** The address being edited; absent when adding. */
  address?: Address | null;
  /**
   * The checkout's shipping address: adding a billing address offers 'Same as shipping address', which copies it.
   * The checkbox is shown only when adding a billing address.
   */
  shippingAddress?: Address | null;
  /** Valid values (every check passed, trimmed; see docs/rules/validation.md). */
  onSubmit: (values: AddressFormValues) => void;
  /** The save is running. @default false */
  isPending?: boolean;
  onClose: () => void;
}

/**
 * The address dialog of the checkout and the profile, titled Shipping or Billing (or as given); checks stop at the
 * first failure, which shows on its field and gets the focus; nothing typed is lost.
 */
export function AddressDialog({
  kind,
  title,
  address,
  shippingAddress,
  onSubmit,
  isPending = false,
  onClose,
}: AddressDialogProps) {
  const t = useTexts('checkout', englishTexts);
  const [values, setValues] = useState<AddressFormValues>(() => addressFormValues(address));
  const [sameAsShipping, setSameAsShipping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offersSame = kind === 'billing' && !address;
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateAddress(values);
    // Rendered before the focus moves to the field to fix, so it is announced already invalid with its message.
    flushSync(() => setError(message));
    if (message !== null) {
      const owner = FIELDS.find((field) => field.messages.includes(message));
      if (owner) form.current?.querySelector<HTMLInputElement>(`input[name="${owner.name}"]`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as unknown as AddressFormValues;
    onSubmit(trimmed);
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={title ?? (kind === 'shipping' ? t.shipping : t.billing)} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit}>
          <Stack space="medium">
            {offersSame ? (
              <Checkbox
                isSelected={sameAsShipping}
                isDisabled={!shippingAddress}
                onChange={(isSelected) => {
                  setSameAsShipping(isSelected);
                  setValues(isSelected ? addressFormValues(shippingAddress) : EMPTY);
                  setError(null);
                }}
              >
                {t.sameAsShipping}
              </Checkbox>
            ) : null}
            <div className={styles.formGrid}>
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={t[field.label]}
                  name={field.name}
                  autoComplete={field.autoComplete}
                  isRequired={field.name !== 'address_line_2'}
                  value={values[field.name]}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                  errorMessage={error !== null && field.messages.includes(error) ? error : undefined}
                />
              ))}
            </div>
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={t.save}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
