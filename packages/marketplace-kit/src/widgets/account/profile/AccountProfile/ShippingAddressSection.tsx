import type { Address } from '@momento/contract';
import { Button, Disclosure, Radio, RadioGroup, Stack } from '@momento/ui';
import { Suspense, useId } from 'react';
import { useDeleteAddress, useSetDefaultShipping } from '#api/addresses/useAddressMutations.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { DeleteAddressDialog } from './lazyDialogs.ts';
import { useAddressSave, useProfileAddresses, useSectionDialog } from './profileHooks.ts';
import {
  AddressBlock,
  AddressEditDialog,
  addressLine,
  PartState,
  Section,
  type SaveAddress,
  type SectionDialogProps,
} from './profileParts.tsx';

export interface ShippingAddressSectionViewProps extends SectionDialogProps {
  /** The DELIVERY addresses (the primary one is the default shipping address). */
  shipping: readonly Address[];
  /** The addresses are loading, or failed (all three kinds, as one). */
  isLoading: boolean;
  isError: boolean;
  onSaveAddress: SaveAddress;
  onDeleteAddress: (address: Address) => void;
  onSetPrimary: (address: Address) => void;
}

/**
 * The Shipping Address card: the default shipping address, Add, and the collapsible Manage Address list (primary
 * radio, Edit, Delete after a confirmation).
 */
export function ShippingAddressSectionView({
  shipping,
  isLoading,
  isError,
  onSaveAddress,
  onDeleteAddress,
  onSetPrimary,
  ...section
}: ShippingAddressSectionViewProps) {
  const t = useTexts('profile', englishTexts);
  const { dialog, onOpenDialog, onCloseDialog, isSaving } = section;
  const shippingAddressId = useId();
  const primary = shipping.find((address) => Number(address.is_primary) === 1) ?? null;
  return (
    <>
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
        <PartState isLoading={isLoading} isError={isError} label={t.addressInformation} />
        {!isLoading && !isError ? (
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
      <Suspense fallback={null}>
        {dialog?.kind === 'address' && dialog.type === 'DELIVERY' ? (
          <AddressEditDialog {...section} dialog={dialog} onSaveAddress={onSaveAddress} />
        ) : null}
        {dialog?.kind === 'deleteAddress' ? (
          <DeleteAddressDialog
            address={addressLine(dialog.address)}
            isPending={isSaving}
            onConfirm={() => onDeleteAddress(dialog.address)}
            onClose={onCloseDialog}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The Shipping Address card, connected: the shipping addresses, their saves, deletes and the primary choice. */
export function ShippingAddressSection() {
  const addresses = useProfileAddresses();
  const dialogs = useSectionDialog();
  const saveAddress = useAddressSave(dialogs.onCloseDialog);
  const deleteAddress = useDeleteAddress({ onSuccess: dialogs.onCloseDialog });
  const setPrimary = useSetDefaultShipping();
  return (
    <ShippingAddressSectionView
      {...dialogs}
      shipping={addresses.shipping}
      isLoading={addresses.isLoading}
      isError={addresses.isError}
      isSaving={saveAddress.isPending || deleteAddress.isPending || setPrimary.isPending}
      onSaveAddress={saveAddress.save}
      onDeleteAddress={(address) => void deleteAddress.run(address)}
      onSetPrimary={(address) => void setPrimary.run(address.id)}
    />
  );
}
