// The parts the sections of the profile page share: what a dialog of the page is, the section frame, the loading and
// error line of a part, and how an address reads.
import type { Address, AddressType, PermissionStatus } from '@momento/contract';
import { Card, Spinner, Stack } from '@momento/ui';
import type { ReactNode } from 'react';
import type { AddressFormValues } from '#widgets/purchase/CheckoutFlow/AddressDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { AddressDialog } from './lazyDialogs.ts';

export interface AccountProfileUser {
  name: string;
  mail: string;
  mobile_no: string | null;
  /** The avatar (the default avatar when the user has none). */
  avatarUrl: string;
}

/** A registered seller's details (Seller Information). */
export interface AccountProfileSeller {
  /** From the seller permission: 'Active' or 'In Active'. */
  status: PermissionStatus;
  paypalId: string;
  paypalEmail: string;
}

/** The dialog open on the profile page. */
export type ProfileDialog =
  | { kind: 'editAccount' }
  | { kind: 'password' }
  | { kind: 'photo' }
  | { kind: 'signOutEverywhere' }
  | { kind: 'address'; type: AddressType; address: Address | null }
  | { kind: 'deleteAddress'; address: Address }
  | { kind: 'sellerPayment' };

/** What every section's view takes to show and open its dialogs (the page has one dialog open at a time). */
export interface SectionDialogProps {
  /** The open dialog; a section shows only its own kinds. */
  dialog: ProfileDialog | null;
  onOpenDialog: (dialog: ProfileDialog) => void;
  onCloseDialog: () => void;
  /** The section's request is running (its dialog's save, or the primary radio). */
  isSaving: boolean;
}

/** Saves the address dialog's values for an address of `type` (`address` null: a new one). */
export type SaveAddress = (type: AddressType, address: Address | null, values: AddressFormValues) => void;

/** The address dialog (Add or Edit) of an address the page shows; render it inside a Suspense boundary. */
export function AddressEditDialog({
  dialog,
  onSaveAddress,
  onCloseDialog,
  isSaving,
}: Omit<SectionDialogProps, 'dialog' | 'onOpenDialog'> & {
  dialog: Extract<ProfileDialog, { kind: 'address' }>;
  onSaveAddress: SaveAddress;
}) {
  const t = useTexts('profile', englishTexts);
  return (
    <AddressDialog
      kind={dialog.type === 'BILL' ? 'billing' : 'shipping'}
      title={dialog.type === 'CONTACT' ? t.contactInformation : undefined}
      address={dialog.address}
      onSubmit={(values) => onSaveAddress(dialog.type, dialog.address, values)}
      onClose={onCloseDialog}
      isPending={isSaving}
    />
  );
}

/** The page: its heading, then the sections. */
export function ProfilePage({ children }: { children: ReactNode }) {
  const t = useTexts('profile', englishTexts);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {children}
    </div>
  );
}

export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card padding="large">
      <section aria-labelledby={id}>
        <Stack space="large">
          <div className={styles.sectionHeader}>
            <h2 id={id} className={styles.sectionTitle}>
              {title}
            </h2>
            {action}
          </div>
          {children}
        </Stack>
      </section>
    </Card>
  );
}

export function PartState({
  isLoading,
  isError,
  label,
}: {
  isLoading: boolean;
  isError: boolean;
  label: string;
}) {
  const t = useTexts('profile', englishTexts);
  if (isLoading) return <Spinner label={label} />;
  if (isError) return <p className={styles.muted}>{t.loadFailed}</p>;
  return null;
}

export function AddressBlock({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {address.first_name} {address.last_name}
      <br />
      {address.address_line_1}
      {address.address_line_2 ? (
        <>
          <br />
          {address.address_line_2}
        </>
      ) : null}
      <br />
      {address.city}, {address.administrative_area} {address.postal_code}
      <br />
      {address.country}
      <br />
      {address.mobile_no}
    </address>
  );
}

/** One line of an address, for the primary radio's label and the delete confirmation. */
export function addressLine(address: Address): string {
  return [
    `${address.first_name} ${address.last_name}`,
    address.address_line_1,
    address.address_line_2,
    address.city,
    address.postal_code,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}
