import type { Address } from '@momento/contract';
import { Button, Stack } from '@momento/ui';
import { Suspense, useId } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { useAddressSave, useProfileAddresses, useSectionDialog } from './profileHooks.ts';
import {
  AddressBlock,
  AddressEditDialog,
  PartState,
  Section,
  type SaveAddress,
  type SectionDialogProps,
} from './profileParts.tsx';

export interface AddressInformationSectionViewProps extends SectionDialogProps {
  /** The CONTACT address (Contact Information). */
  contact: Address | null;
  /** The BILL address (Billing Address). */
  billing: Address | null;
  /** The addresses are loading, or failed (all three kinds, as one). */
  isLoading: boolean;
  isError: boolean;
  onSaveAddress: SaveAddress;
}

/** Address Information: Contact Information and Billing Address, each with Add or Edit and the address dialog. */
export function AddressInformationSectionView({
  contact,
  billing,
  isLoading,
  isError,
  onSaveAddress,
  ...section
}: AddressInformationSectionViewProps) {
  const t = useTexts('profile', englishTexts);
  const { dialog, onOpenDialog } = section;
  const addressInformationId = useId();
  return (
    <>
      <Section id={addressInformationId} title={t.addressInformation}>
        <PartState isLoading={isLoading} isError={isError} label={t.addressInformation} />
        {!isLoading && !isError ? (
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
      <Suspense fallback={null}>
        {dialog?.kind === 'address' && dialog.type !== 'DELIVERY' ? (
          <AddressEditDialog {...section} dialog={dialog} onSaveAddress={onSaveAddress} />
        ) : null}
      </Suspense>
    </>
  );
}

/** Address Information, connected: the contact and billing addresses and their saves. */
export function AddressInformationSection() {
  const addresses = useProfileAddresses();
  const dialogs = useSectionDialog();
  const saveAddress = useAddressSave(dialogs.onCloseDialog);
  return (
    <AddressInformationSectionView
      {...dialogs}
      contact={addresses.contact}
      billing={addresses.billing}
      isLoading={addresses.isLoading}
      isError={addresses.isError}
      isSaving={saveAddress.isPending}
      onSaveAddress={saveAddress.save}
    />
  );
}
