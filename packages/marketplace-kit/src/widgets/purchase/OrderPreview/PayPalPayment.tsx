// The PayPal buttons, in their own chunk: OrderPreview imports this file lazily so that only the order preview
// loads @paypal/react-paypal-js (and, through it, PayPal's SDK script).
import { CURRENCY } from '@momento/contract';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export interface PayPalPaymentProps {
  /** masterPaymentData's paypal_client_id. */
  clientId: string;
  /** The order number: the purchase unit's reference_id and invoice_id. */
  orderNo: string;
  /** The amount to pay, two decimals ("12.50"). */
  amount: string;
  description: string;
  /** The buyer approved and PayPal captured: the result goes to the server, which verifies it. */
  onApproved: (result: { is_paid: boolean; token: string }) => void;
  /** PayPal reported an error ('Payment failed. Please contact administrator or try again later'). */
  onError: () => void;
}

/**
 * PayPal's buttons for one order: USD, no shipping, one purchase unit named by the order number. The order is created
 * here, with the site's client id, so PayPal makes the site's merchant account its payee; the server accepts the
 * capture only when PayPal names that account as the payee (a buyer could create an order with a client id of their
 * own), so nothing here is trusted.
 */
export default function PayPalPayment({
  clientId,
  orderNo,
  amount,
  description,
  onApproved,
  onError,
}: PayPalPaymentProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: CURRENCY, intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        forceReRender={[orderNo, amount]}
        createOrder={(_data, actions) =>
          actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: orderNo,
                invoice_id: orderNo,
                description,
                amount: { currency_code: CURRENCY, value: amount },
              },
            ],
            application_context: { shipping_preference: 'NO_SHIPPING' },
          })
        }
        onApprove={async (data, actions) => {
          const capture = await actions.order?.capture();
          onApproved({ is_paid: capture?.status === 'COMPLETED', token: data.orderID });
        }}
        // Section 4: a buyer cancelling at the payment service causes nothing.
        onCancel={() => undefined}
        onError={() => onError()}
      />
    </PayPalScriptProvider>
  );
}
