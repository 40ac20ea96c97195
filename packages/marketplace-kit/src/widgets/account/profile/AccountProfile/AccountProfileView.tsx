import type { Address, AddressType } from '@momento/contract';
import type { ReactNode } from 'react';
import type { AddressFormValues } from '#widgets/purchase/CheckoutFlow/AddressDialog.tsx';
import type {
  EditAccountValues,
  SellerPaymentValues,
  UpdatePasswordValues,
} from '../ProfileDialogs/ProfileFormDialogs.tsx';
import { AddressInformationSectionView } from './AddressInformationSection.tsx';
import {
  ProfilePage,
  type AccountProfileSeller,
  type AccountProfileUser,
  type ProfileDialog,
} from './profileParts.tsx';
import { ProfileSectionView } from './ProfileSection.tsx';
import { SellerInformationSectionView } from './SellerInformationSection.tsx';
import { ShippingAddressSectionView } from './ShippingAddressSection.tsx';

export type { AccountProfileSeller, AccountProfileUser, ProfileDialog } from './profileParts.tsx';

export interface AccountProfileViewProps {
  user?: AccountProfileUser | null;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  /** The CONTACT address (Contact Information). */
  contact?: Address | null;
  /** The BILL address (Billing Address). */
  billing?: Address | null;
  /** The DELIVERY addresses (the primary one is the default shipping address). */
  shipping?: readonly Address[];
  /** @default false */
  isAddressesLoading?: boolean;
  /** @default false */
  isAddressesError?: boolean;
  /** The user has a seller permission entry: Seller Information shows. @default false */
  isSeller?: boolean;
  seller?: AccountProfileSeller | null;
  /** @default false */
  isSellerLoading?: boolean;
  /** @default false */
  isSellerError?: boolean;
  /** The open dialog. @default null */
  dialog?: ProfileDialog | null;
  onOpenDialog?: (dialog: ProfileDialog) => void;
  onCloseDialog?: () => void;
  /** The request of the open dialog (or of the primary radio) is running. @default false */
  isSaving?: boolean;
  /** A validation message showing when the dialog opens (stories). @default null */
  dialogError?: string | null;
  onEditAccount?: (values: EditAccountValues) => void;
  onUpdatePassword?: (values: UpdatePasswordValues) => void;
  onUploadPhoto?: (file: File) => void;
  /** Sign out everywhere, confirmed in its dialog. */
  onSignOutEverywhere?: () => void;
  onSaveAddress?: (type: AddressType, address: Address | null, values: AddressFormValues) => void;
  onDeleteAddress?: (address: Address) => void;
  onSetPrimary?: (address: Address) => void;
  onSaveSellerPayment?: (values: SellerPaymentValues) => void;
  /** Sections after the page's own (the connected page adds the e-mail preferences). */
  extraSections?: ReactNode;
}

const noop = () => {};

/**
 * /account from props alone, the sections' views in a row (the connected `AccountProfile` gives each section its own
 * data and dialog): Profile Information with the Edit, Update Password and photo dialogs; Address Information
 * (Contact Information and Billing Address, Add or Edit); the Shipping Address card with the default shipping
 * address, Add, and the collapsible Manage Address list (primary radio, Edit, Delete); and, for registered sellers,
 * Seller Information with the Edit Seller Payment dialog.
 */
export function AccountProfileView({
  user = null,
  isLoading = false,
  isError = false,
  contact = null,
  billing = null,
  shipping = [],
  isAddressesLoading = false,
  isAddressesError = false,
  isSeller = false,
  seller = null,
  isSellerLoading = false,
  isSellerError = false,
  dialog = null,
  onOpenDialog = noop,
  onCloseDialog = noop,
  isSaving = false,
  dialogError = null,
  onEditAccount = noop,
  onUpdatePassword = noop,
  onUploadPhoto = noop,
  onSignOutEverywhere = noop,
  onSaveAddress = noop,
  onDeleteAddress = noop,
  onSetPrimary = noop,
  onSaveSellerPayment = noop,
  extraSections = null,
}: AccountProfileViewProps) {
  const dialogs = { dialog, onOpenDialog, onCloseDialog, isSaving };
  return (
    <ProfilePage>
      <ProfileSectionView
        {...dialogs}
        user={user}
        isLoading={isLoading}
        isError={isError}
        dialogError={dialogError}
        onEditAccount={onEditAccount}
        onUpdatePassword={onUpdatePassword}
        onUploadPhoto={onUploadPhoto}
        onSignOutEverywhere={onSignOutEverywhere}
      />
      <AddressInformationSectionView
        {...dialogs}
        contact={contact}
        billing={billing}
        isLoading={isAddressesLoading}
        isError={isAddressesError}
        onSaveAddress={onSaveAddress}
      />
      <ShippingAddressSectionView
        {...dialogs}
        shipping={shipping}
        isLoading={isAddressesLoading}
        isError={isAddressesError}
        onSaveAddress={onSaveAddress}
        onDeleteAddress={onDeleteAddress}
        onSetPrimary={onSetPrimary}
      />
      <SellerInformationSectionView
        {...dialogs}
        isSeller={isSeller}
        seller={seller}
        isLoading={isSellerLoading}
        isError={isSellerError}
        dialogError={dialogError}
        onSaveSellerPayment={onSaveSellerPayment}
      />
      {extraSections}
    </ProfilePage>
  );
}
