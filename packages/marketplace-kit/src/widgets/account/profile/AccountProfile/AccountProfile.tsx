import type { Address, AddressType } from '@momento/contract';
import { useState } from 'react';
import { useUser } from '#api/account/useUser.ts';
import {
  useChangePassword,
  useUpdateUser,
  useUploadProfilePhoto,
} from '#api/account/useProfileMutations.ts';
import { useAddresses } from '#api/addresses/useAddresses.ts';
import { useDeleteAddress, useSetDefaultShipping } from '#api/addresses/useAddressMutations.ts';
import { useSaveAddress } from '#api/addresses/useSaveAddress.ts';
import { useSellerPayment, useUpdateSellerPayment } from '#api/seller/useSellerPayment.ts';
import { avatarUrl } from '#format/avatar.ts';
import { notices } from '#messages.ts';
import { useSession, useToast } from '#provider/MarketplaceProvider.tsx';
import { isSeller } from '#session/sessionStore.ts';
import type { AddressFormValues } from '#widgets/purchase/CheckoutFlow/AddressDialog.tsx';
import { profileTexts } from '../profileTexts.ts';
import { NotificationSettings } from '../NotificationSettings/NotificationSettings.tsx';
import { AccountProfileView, type ProfileDialog } from './AccountProfileView.tsx';

export interface AccountProfileProps {
  /**
   * Open the Edit Seller Payment dialog at first (the site's /editSellerPaypal link).
   * @default false
   */
  openSellerPayment?: boolean;
}

/** The file's bytes as base64, without the `data:` prefix (upload_profile's image_file). */
function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The notice of a saved address. */
function addressNotice(type: AddressType, isNew: boolean): string {
  if (type === 'BILL') return isNew ? notices.addressAdded : notices.billingAddressUpdated;
  return isNew ? notices.addressAdded : notices.addressChanged;
}

/**
 * /account, connected: the user (the session's copy while the user call runs), the contact, billing and shipping
 * addresses, and the seller's details for registered sellers. A dialog closes once its request succeeds;
 * a refused request keeps it open with what was typed.
 */
export function AccountProfile({ openSellerPayment = false }: AccountProfileProps) {
  const session = useSession();
  const toast = useToast();
  const { data, error, isLoading } = useUser();
  const user = data ?? session.user;
  const registeredSeller = isSeller(session.permissions);
  const contact = useAddresses('CONTACT');
  const billing = useAddresses('BILL');
  const shipping = useAddresses('DELIVERY');
  const seller = useSellerPayment();
  const [dialog, setDialog] = useState<ProfileDialog | null>(
    openSellerPayment ? { kind: 'sellerPayment' } : null,
  );
  const close = () => setDialog(null);

  const updateUser = useUpdateUser({ onSuccess: close });
  const changePassword = useChangePassword({ onSuccess: close });
  const uploadPhoto = useUploadProfilePhoto({ onSuccess: close });
  const saveAddress = useSaveAddress({
    successNotice: (_, input) => addressNotice(input.type, input.id === undefined),
    onSuccess: close,
  });
  const deleteAddress = useDeleteAddress({ onSuccess: close });
  const setPrimary = useSetDefaultShipping();
  const updateSeller = useUpdateSellerPayment({ onSuccess: close });
  const isSaving = [
    updateUser,
    changePassword,
    uploadPhoto,
    saveAddress,
    deleteAddress,
    setPrimary,
    updateSeller,
  ].some((mutation) => mutation.isPending);

  const onSaveAddress = (type: AddressType, address: Address | null, values: AddressFormValues) => {
    void saveAddress.run({
      ...values,
      address_line_2: values.address_line_2 || undefined,
      type,
      ...(address ? { id: address.id, is_primary: address.is_primary } : {}),
    });
  };
  const sellerData = seller.data;

  return (
    <AccountProfileView
      extraSections={<NotificationSettings />}
      isLoading={isLoading && !user}
      isError={!!error && !user}
      user={
        user
          ? {
              name: user.name,
              mail: user.mail,
              mobile_no: user.mobile_no,
              avatarUrl: avatarUrl(user.profile_url, 200),
            }
          : null
      }
      contact={contact.data?.[0] ?? null}
      billing={billing.data?.[0] ?? null}
      shipping={shipping.data ?? []}
      isAddressesLoading={contact.isLoading || billing.isLoading || shipping.isLoading}
      isAddressesError={!!(contact.error || billing.error || shipping.error)}
      isSeller={registeredSeller}
      seller={
        sellerData
          ? {
              status: sellerData.status,
              paypalId: sellerData.paypal_details.paypal_id,
              paypalEmail: sellerData.paypal_details.paypal_mail,
            }
          : null
      }
      isSellerLoading={seller.isLoading}
      isSellerError={!!seller.error}
      dialog={dialog}
      onOpenDialog={setDialog}
      onCloseDialog={close}
      isSaving={isSaving}
      onEditAccount={(values) => void updateUser.run(values)}
      onUpdatePassword={(values) => void changePassword.run(values)}
      onUploadPhoto={async (file) => {
        const imageFile = await toBase64(file).catch(() => null);
        // A file that cannot be read (moved or deleted since it was picked) is said so; the dialog stays open.
        if (imageFile === null) toast.error(profileTexts.photoUnreadable);
        else await uploadPhoto.run({ imageFile, imageName: file.name });
      }}
      onSaveAddress={onSaveAddress}
      onDeleteAddress={(address) => void deleteAddress.run(address)}
      onSetPrimary={(address) => void setPrimary.run(address.id)}
      onSaveSellerPayment={(values) => {
        if (sellerData) void updateSeller.run({ paypal_details_id: sellerData.paypal_details.id, ...values });
      }}
    />
  );
}
