// The hooks the connected sections of the profile page share.
import type { Address, AddressType } from '@momento/contract';
import { useState } from 'react';
import { useAddresses } from '#api/addresses/useAddresses.ts';
import { useSaveAddress } from '#api/addresses/useSaveAddress.ts';
import { notices } from '#texts.ts';
import type { AddressFormValues } from '#widgets/purchase/CheckoutFlow/AddressDialog.tsx';
import type { ProfileDialog } from './profileParts.tsx';

/**
 * A section's open dialog, as its view's props; a dialog closes once its request succeeds, a refused one stays open
 * with what was typed.
 */
export function useSectionDialog(initial: ProfileDialog | null = null) {
  const [dialog, setDialog] = useState<ProfileDialog | null>(initial);
  return { dialog, onOpenDialog: setDialog, onCloseDialog: () => setDialog(null) };
}

/**
 * The user's contact, billing and shipping addresses, loading or failed as one: both address sections show the
 * same state (the three requests are shared through the SWR cache, not sent twice).
 */
export function useProfileAddresses() {
  const contact = useAddresses('CONTACT');
  const billing = useAddresses('BILL');
  const shipping = useAddresses('DELIVERY');
  return {
    contact: contact.data?.[0] ?? null,
    billing: billing.data?.[0] ?? null,
    shipping: shipping.data ?? [],
    isLoading: contact.isLoading || billing.isLoading || shipping.isLoading,
    isError: !!(contact.error || billing.error || shipping.error),
  };
}

/** The notice of a saved address. */
function addressNotice(type: AddressType, isNew: boolean): string {
  if (type === 'BILL') return isNew ? notices.addressAdded : notices.billingAddressUpdated;
  return isNew ? notices.addressAdded : notices.addressChanged;
}

/** Saves an address of the address dialog (new, or an edit keeping its id and primary flag) with its notice. */
export function useAddressSave(onSuccess: () => void) {
  const saveAddress = useSaveAddress({
    successNotice: (_, input) => addressNotice(input.type, input.id === undefined),
    onSuccess,
  });
  const save = (type: AddressType, address: Address | null, values: AddressFormValues) => {
    void saveAddress.run({
      ...values,
      address_line_2: values.address_line_2 || undefined,
      type,
      ...(address ? { id: address.id, is_primary: address.is_primary } : {}),
    });
  };
  return { save, isPending: saveAddress.isPending };
}
