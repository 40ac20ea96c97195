import { Button, Spinner } from '@momento/ui';
import { lazy, Suspense } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { orderTexts as englishTexts } from '../purchaseTexts.ts';
import * as shared from '../purchase.css.ts';
import * as styles from './OrderPreview.css.ts';

// Code-split: @paypal/react-paypal-js is loaded only when an order preview shows PayPal's buttons.
const PayPalPayment = lazy(() => import('./PayPalPayment.tsx'));

export interface OrderPaymentViewProps {
  orderNo: string;
  /** Two decimals ("12.50"). */
  amount: string;
  description: string;
  /** masterPaymentData's paypal_client_id; empty when the payment master fetch failed. */
  clientId: string;
  /** The server runs its test payment provider: a labelled test button replaces PayPal. @default false */
  testPayments?: boolean;
  /** The payment is being confirmed with the server. @default false */
  isPaying?: boolean;
  /** The test provider's button. */
  onTestPay: () => void;
  /** PayPal approved and captured: send the result to the server. */
  onApproved: (result: { is_paid: boolean; token: string }) => void;
  /** PayPal reported an error. */
  onPaymentError: () => void;
}

/** The payment button of an order: PayPal's buttons, or the clearly labelled test payment. */
export function OrderPaymentView({
  orderNo,
  amount,
  description,
  clientId,
  testPayments = false,
  isPaying = false,
  onTestPay,
  onApproved,
  onPaymentError,
}: OrderPaymentViewProps) {
  const t = useTexts('orderPreview', englishTexts);
  if (testPayments) {
    return (
      <div className={styles.testPayment}>
        <Button fullWidth tone="accent" onPress={onTestPay} isPending={isPaying}>
          {t.payWithTestProvider}
        </Button>
        <p className={shared.muted}>{t.testProviderNote}</p>
      </div>
    );
  }
  if (!clientId) return <p className={shared.muted}>{t.paymentUnavailable}</p>;
  if (isPaying) return <Spinner label={t.payment} />;
  return (
    <Suspense fallback={<Spinner label={t.loadingPayment} />}>
      <PayPalPayment
        clientId={clientId}
        orderNo={orderNo}
        amount={amount}
        description={description}
        onApproved={onApproved}
        onError={onPaymentError}
      />
    </Suspense>
  );
}
