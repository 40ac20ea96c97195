import type { Address, AddressType, PermissionStatus } from '@momento/contract';
import { SELLER_STATUS_LABELS } from '@momento/contract/routes';
import { Badge, Button, Card, Disclosure, Radio, RadioGroup, Spinner, Stack } from '@momento/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { errorTexts } from '#messages.ts';
import type { AddressFormValues } from '#widgets/purchase/CheckoutFlow/AddressDialog.tsx';
import type {
  EditAccountValues,
  SellerPaymentValues,
  UpdatePasswordValues,
} from '../ProfileDialogs/ProfileFormDialogs.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as t } from '../profileTexts.ts';

// The dialogs (modal machinery, file handling, the address form) load when one first opens: the page stays light.
const AddressDialog = lazy(async () => ({
  default: (await import('#widgets/purchase/CheckoutFlow/AddressDialog.tsx')).AddressDialog,
}));
const EditAccountDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).EditAccountDialog,
}));
const UpdatePasswordDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).UpdatePasswordDialog,
}));
const SellerPaymentDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfileFormDialogs.tsx')).SellerPaymentDialog,
}));
const DeleteAddressDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/DeleteAddressDialog.tsx')).DeleteAddressDialog,
}));
const ProfilePhotoDialog = lazy(async () => ({
  default: (await import('../ProfileDialogs/ProfilePhotoDialog.tsx')).ProfilePhotoDialog,
}));

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
  | { kind: 'address'; type: AddressType; address: Address | null }
  | { kind: 'deleteAddress'; address: Address }
  | { kind: 'sellerPayment' };

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
  onSaveAddress?: (type: AddressType, address: Address | null, values: AddressFormValues) => void;
  onDeleteAddress?: (address: Address) => void;
  onSetPrimary?: (address: Address) => void;
  onSaveSellerPayment?: (values: SellerPaymentValues) => void;
  /** Sections after the page's own (the connected page adds the e-mail preferences). */
  extraSections?: ReactNode;
}

const noop = () => {};

function AddressBlock({ address }: { address: Address }) {
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

/** One line of an address, for the primary radio's label. */
function addressLine(address: Address): string {
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

function Section({
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

function PartState({ isLoading, isError, label }: { isLoading: boolean; isError: boolean; label: string }) {
  if (isLoading) return <Spinner label={label} />;
  if (isError) return <p className={styles.muted}>{t.loadFailed}</p>;
  return null;
}

/**
 * /account: Profile Information with the Edit, Update Password and photo
 * dialogs; Address Information (Contact Information and Billing Address, Add or Edit); the Shipping Address card with
 * the default shipping address, Add, and the collapsible Manage Address list (primary radio, Edit, Delete); and, for
 * registered sellers, Seller Information with the Edit Seller Payment dialog.
 */
export function AccountProfileView({
  user,
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
  onSaveAddress = noop,
  onDeleteAddress = noop,
  extraSections = null,
  onSetPrimary = noop,
  onSaveSellerPayment = noop,
}: AccountProfileViewProps) {
  const addressInformationId = useId();
  const profileInformationId = useId();
  const sellerInformationId = useId();
  const shippingAddressId = useId();
  const primary = shipping.find((address) => Number(address.is_primary) === 1) ?? null;
  const addressesState = (
    <PartState isLoading={isAddressesLoading} isError={isAddressesError} label={t.addressInformation} />
  );
  const addressesReady = !isAddressesLoading && !isAddressesError;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>

      <Section
        id={profileInformationId}
        title={t.profileInformation}
        action={
          user ? (
            <div className={styles.actions}>
              <Button variant="outline" size="small" onPress={() => onOpenDialog({ kind: 'editAccount' })}>
                {t.edit}
              </Button>
              <Button variant="outline" size="small" onPress={() => onOpenDialog({ kind: 'password' })}>
                {t.updatePassword}
              </Button>
            </div>
          ) : null
        }
      >
        {isLoading ? (
          <Spinner label={t.profileInformation} />
        ) : isError || !user ? (
          <p className={styles.muted}>{errorTexts.somethingWentWrong}</p>
        ) : (
          <div className={styles.profile}>
            <div className={styles.avatarColumn}>
              <img className={styles.avatar} src={user.avatarUrl} alt={t.photo} width={96} height={96} />
              <Button variant="ghost" size="small" onPress={() => onOpenDialog({ kind: 'photo' })}>
                {t.changePhoto}
              </Button>
            </div>
            <dl className={styles.fields}>
              <dt className={styles.term}>{t.name}</dt>
              <dd className={styles.value}>{user.name}</dd>
              <dt className={styles.term}>{t.email}</dt>
              <dd className={styles.value}>{user.mail}</dd>
              <dt className={styles.term}>{t.phone}</dt>
              <dd className={styles.value}>{user.mobile_no || t.notGiven}</dd>
            </dl>
          </div>
        )}
      </Section>

      <Section id={addressInformationId} title={t.addressInformation}>
        {addressesState}
        {addressesReady ? (
          <div className={styles.twoColumns}>
            {(
              [
                ['CONTACT', t.contactInformation, contact],
                ['BILL', t.billingAddress, billing],
              ] as const
            ).map(([type, title, address]) => (
              <Stack key={type} space="small">
                <div className={styles.sectionHeader}>
                  <h3 className={styles.subTitle}>{title}</h3>
                  <Button
                    variant="outline"
                    size="small"
                    aria-label={`${address ? t.edit : t.add} ${title}`}
                    onPress={() => onOpenDialog({ kind: 'address', type, address })}
                  >
                    {address ? t.edit : t.add}
                  </Button>
                </div>
                {address ? <AddressBlock address={address} /> : <p className={styles.muted}>{t.noAddress}</p>}
              </Stack>
            ))}
          </div>
        ) : null}
      </Section>

      <Section
        id={shippingAddressId}
        title={t.shippingAddress}
        action={
          <Button
            variant="outline"
            size="small"
            aria-label={`${t.add} ${t.shippingAddress}`}
            onPress={() => onOpenDialog({ kind: 'address', type: 'DELIVERY', address: null })}
          >
            {t.add}
          </Button>
        }
      >
        {addressesState}
        {addressesReady ? (
          <>
            <Stack space="small">
              <h3 className={styles.subTitle}>{t.defaultShippingAddress}</h3>
              {primary ? <AddressBlock address={primary} /> : <p className={styles.muted}>{t.noAddress}</p>}
            </Stack>
            {shipping.length > 0 ? (
              <Disclosure title={`${t.manageAddress} (${shipping.length})`}>
                <RadioGroup
                  label={t.primaryAddress}
                  value={primary ? String(primary.id) : null}
                  isDisabled={isSaving && dialog === null}
                  onChange={(id) => {
                    const chosen = shipping.find((address) => String(address.id) === id);
                    if (chosen) onSetPrimary(chosen);
                  }}
                >
                  {shipping.map((address) => (
                    <div key={address.id} className={styles.addressRow}>
                      <div className={styles.addressChoice}>
                        <Radio value={String(address.id)}>{addressLine(address)}</Radio>
                      </div>
                      <div className={styles.actions}>
                        <Button
                          variant="outline"
                          size="small"
                          aria-label={`${t.edit}: ${addressLine(address)}`}
                          onPress={() => onOpenDialog({ kind: 'address', type: 'DELIVERY', address })}
                        >
                          {t.edit}
                        </Button>
                        <Button
                          variant="outline"
                          tone="danger"
                          size="small"
                          aria-label={`${t.delete}: ${addressLine(address)}`}
                          onPress={() => onOpenDialog({ kind: 'deleteAddress', address })}
                        >
                          {t.delete}
                        </Button>
                      </div>
                    </div>
                  ))}
                </RadioGroup>
              </Disclosure>
            ) : null}
          </>
        ) : null}
      </Section>

      {isSeller ? (
        <Section
          id={sellerInformationId}
          title={t.sellerInformation}
          action={
            seller ? (
              <Button variant="outline" size="small" onPress={() => onOpenDialog({ kind: 'sellerPayment' })}>
                {t.editSellerPayment}
              </Button>
            ) : null
          }
        >
          <PartState
            isLoading={isSellerLoading}
            isError={isSellerError && !seller}
            label={t.sellerInformation}
          />
          {seller ? (
            <dl className={styles.fields}>
              <dt className={styles.term}>{t.status}</dt>
              <dd className={styles.value}>
                <Badge tone={seller.status === 'ACTIVE' ? 'success' : 'warning'}>
                  {SELLER_STATUS_LABELS[seller.status]}
                </Badge>
              </dd>
              <dt className={styles.term}>{t.paypalId}</dt>
              <dd className={styles.value}>{seller.paypalId}</dd>
              <dt className={styles.term}>{t.paypalEmail}</dt>
              <dd className={styles.value}>{seller.paypalEmail}</dd>
            </dl>
          ) : null}
        </Section>
      ) : null}

      {extraSections}

      <Suspense fallback={null}>
        {dialog?.kind === 'editAccount' && user ? (
          <EditAccountDialog
            initialValues={{ user_name: user.name, mobile_no: user.mobile_no ?? '' }}
            onSubmit={onEditAccount}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
        {dialog?.kind === 'password' ? (
          <UpdatePasswordDialog
            onSubmit={onUpdatePassword}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
        {dialog?.kind === 'photo' ? (
          <ProfilePhotoDialog
            onUpload={onUploadPhoto}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
        {dialog?.kind === 'address' ? (
          <AddressDialog
            kind={dialog.type === 'BILL' ? 'billing' : 'shipping'}
            title={dialog.type === 'CONTACT' ? t.contactInformation : undefined}
            address={dialog.address}
            onSubmit={(values) => onSaveAddress(dialog.type, dialog.address, values)}
            onClose={onCloseDialog}
            isPending={isSaving}
          />
        ) : null}
        {dialog?.kind === 'deleteAddress' ? (
          <DeleteAddressDialog
            address={addressLine(dialog.address)}
            isPending={isSaving}
            onConfirm={() => onDeleteAddress(dialog.address)}
            onClose={onCloseDialog}
          />
        ) : null}
        {dialog?.kind === 'sellerPayment' && seller ? (
          <SellerPaymentDialog
            initialValues={{ paypal_id: seller.paypalId, paypal_email: seller.paypalEmail }}
            onSubmit={onSaveSellerPayment}
            onClose={onCloseDialog}
            isPending={isSaving}
            defaultError={dialogError}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
