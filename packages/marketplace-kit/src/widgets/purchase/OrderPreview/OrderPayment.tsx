import type { Order } from '@momento/contract';
import { usePaymentConfig } from '#api/reference/usePaymentConfig.ts';
import { requestTestPayment } from '#api/payment/requestTestPayment.ts';
import { usePaymentUpdate } from '#api/payment/usePaymentUpdate.ts';
import { useMutation } from '#api/useMutation.ts';
import { moneyAmount } from '#format/money.ts';
import { useToast } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { errorTexts as englishErrors } from '../purchaseTexts.ts';
import { OrderPaymentView } from './OrderPaymentView.tsx';

/**
 * The payment of one order, connected: PayPal with the client id of masterPaymentData, or the server's test
 * provider when it reports one. Either way the result goes to paymentUpdate and the server verifies it.
 */
export function OrderPayment({ order }: { order: Order }) {
  const errorTexts = useTexts('errors', englishErrors);
  const config = usePaymentConfig();
  const toast = useToast();
  const update = usePaymentUpdate();
  // The test provider's "approve and capture"; its failures read like PayPal's.
  const testPayment = useMutation(
    (orderNo: string, { client, signal }) => requestTestPayment(client, orderNo, signal),
    {
      errorNotice: errorTexts.paymentFailed,
    },
  );
  const total = moneyAmount(order.pricing_summary.total) ?? 0;
  const names = order.sub_orders.flatMap((sub) =>
    sub.line_items.flatMap((line) => line.details.map((detail) => detail.listing_name)),
  );
  return (
    <OrderPaymentView
      orderNo={order.order_no}
      amount={total.toFixed(2)}
      description={names.join(', ').slice(0, 127) || order.order_no}
      clientId={config.error ? '' : (config.data?.paypal_client_id ?? '')}
      testPayments={config.data?.test_payments === true}
      isPaying={update.isPending || testPayment.isPending}
      onTestPay={() =>
        void testPayment.run(order.order_no).then((token) => {
          if (token.ok)
            void update.run({
              order_no: order.order_no,
              payment_result: { is_paid: true, token: token.data },
            });
        })
      }
      onApproved={(result) => void update.run({ order_no: order.order_no, payment_result: result })}
      onPaymentError={() => toast.error(errorTexts.paymentFailed)}
    />
  );
}
