import { Badge, Button } from '@momento/ui';
import { Suspense, useId } from 'react';
import { useSellerPayment, useUpdateSellerPayment } from '#api/seller/useSellerPayment.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isSeller as registeredSeller } from '#session/sessionStore.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import type { SellerPaymentValues } from '../ProfileDialogs/ProfileFormDialogs.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { SellerPaymentDialog } from './lazyDialogs.ts';
import { useSectionDialog } from './profileHooks.ts';
import { PartState, Section, type AccountProfileSeller, type SectionDialogProps } from './profileParts.tsx';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { SELLER_STATUS_LABELS } from '@momento/contract/routes';

export interface SellerInformationSectionViewProps extends SectionDialogProps {
  /** The user has a seller permission entry: the section shows; otherwise nothing does. */
  isSeller: boolean;
  seller: AccountProfileSeller | null;
  isLoading: boolean;
  isError: boolean;
  /** A validation message showing when the dialog opens (stories). */
  dialogError: string | null;
  onSaveSellerPayment: (values: SellerPaymentValues) => void;
}

/** Seller Information, for registered sellers: status, PayPal id and e-mail, with the Edit Seller Payment dialog. */
export function SellerInformationSectionView({
  isSeller,
  seller,
  isLoading,
  isError,
  dialogError,
  onSaveSellerPayment,
  ...section
}: SellerInformationSectionViewProps) {
  const t = useTexts('profile', englishTexts);
  const sellerStatusLabel = useStatusLabel('seller', SELLER_STATUS_LABELS);
  const { dialog, onOpenDialog, onCloseDialog, isSaving } = section;
  const sellerInformationId = useId();
  return (
    <>
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
          <PartState isLoading={isLoading} isError={isError && !seller} label={t.sellerInformation} />
          {seller ? (
            <dl className={styles.fields}>
              <dt className={styles.term}>{t.status}</dt>
              <dd className={styles.value}>
                <Badge tone={seller.status === 'ACTIVE' ? 'success' : 'warning'}>
                  {sellerStatusLabel(seller.status)}
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
      <Suspense fallback={null}>
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
    </>
  );
}

export interface SellerInformationSectionProps {
  /** Open the Edit Seller Payment dialog at first. @default false */
  openSellerPayment?: boolean;
}

/** Seller Information, connected: the seller's payment details (read only for registered sellers) and their save. */
export function SellerInformationSection({ openSellerPayment = false }: SellerInformationSectionProps) {
  const session = useSession();
  const seller = useSellerPayment();
  const dialogs = useSectionDialog(openSellerPayment ? { kind: 'sellerPayment' } : null);
  const updateSeller = useUpdateSellerPayment({ onSuccess: dialogs.onCloseDialog });
  const sellerData = seller.data;
  return (
    <SellerInformationSectionView
      {...dialogs}
      isSeller={registeredSeller(session.permissions)}
      seller={
        sellerData
          ? {
              status: sellerData.status,
              paypalId: sellerData.paypal_details.paypal_id,
              paypalEmail: sellerData.paypal_details.paypal_mail,
            }
          : null
      }
      isLoading={seller.isLoading}
      isError={!!seller.error}
      isSaving={updateSeller.isPending}
      dialogError={null}
      onSaveSellerPayment={(values) => {
        if (sellerData) void updateSeller.run({ paypal_details_id: sellerData.paypal_details.id, ...values });
      }}
    />
  );
}
