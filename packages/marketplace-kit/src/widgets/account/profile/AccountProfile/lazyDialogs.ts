// The profile page's dialogs (modal machinery, file handling, the address form) load when one first opens: the page
// stays light.
import { lazy } from 'react';

export const AddressDialog = lazy(async () => ({
  default: (await import('#widgets/purchase/CheckoutFlow/AddressDialog.tsx')).AddressDialog,
}));
export const EditAccountDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).EditAccountDialog,
}));
export const UpdatePasswordDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).UpdatePasswordDialog,
}));
export const SellerPaymentDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).SellerPaymentDialog,
}));
export const DeleteAddressDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/DeleteAddressDialog.tsx')).DeleteAddressDialog,
}));
export const SignOutEverywhereDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/SignOutEverywhereDialog.tsx')).SignOutEverywhereDialog,
}));
export const ProfilePhotoDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfilePhotoDialog.tsx')).ProfilePhotoDialog,
}));
