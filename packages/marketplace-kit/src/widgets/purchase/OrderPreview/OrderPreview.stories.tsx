import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { errorTexts, notices, orderTexts } from '../purchaseTexts.ts';
import { minutesFromNow, seedOrder } from '../purchaseScenarios.ts';
import { failing, pending, scenario, STORY_API } from '../../shared/storyScenario.tsx';
import { OrderPreview } from './OrderPreview.tsx';

const meta = {
  title: 'Purchase/OrderPreview',
  component: OrderPreview,
  args: { orderNo: 'MO-2026-000123' },
} satisfies Meta<typeof OrderPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending payment with the server's test provider: the labelled test button pays the order. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void seedOrder(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(orderTexts.paymentExpires)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.payWithTestProvider }));
    await expect(await within(document.body).findByText(notices.paymentCompleted)).toBeVisible();
    await expect(await canvas.findByText(orderTexts.paid)).toBeVisible();
  },
};

export const Paid: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void seedOrder(db, { status: 'PAID' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(orderTexts.paid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: orderTexts.continueShopping })).toBeVisible();
    await expect(canvas.queryByText(orderTexts.paymentExpires)).toBeNull();
  },
};

/** Cancel, confirm with Yes: 'Order Cancelled' and the cancelled message. */
export const CancelOrder: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void seedOrder(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.cancel }));
    const alert = await within(document.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(orderTexts.cancelConfirm);
    await userEvent.click(within(alert).getByRole('button', { name: orderTexts.yes }));
    await expect(await within(document.body).findByText(notices.orderCancelled)).toBeVisible();
    await expect(await canvas.findByText(orderTexts.cancelled)).toBeVisible();
  },
};

export const Cancelled: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => void seedOrder(db, { status: 'CANCELLED' }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(orderTexts.cancelled)).toBeVisible();
  },
};

/** Past its payment window: 'Complete order' runs the expiry check, which reports 'Order Expired'. */
export const Expired: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) =>
      void seedOrder(db, { order_date: minutesFromNow(-40), expiry_date: minutesFromNow(-10) }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.completeOrder }));
    await expect(await within(document.body).findByText(errorTexts.orderExpired)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: orderTexts.payWithTestProvider })).toBeNull();
  },
};

/** The server refuses the payment result: 'Payment update done failure. Please contact administrator'. */
export const PaymentError: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => void seedOrder(db),
    overrides: () => [
      http.put(`${STORY_API}/user/orders/order.php`, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message: 'The payment could not be verified.' } },
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.payWithTestProvider }));
    await expect(await within(document.body).findByText(errorTexts.paymentUpdateFailed)).toBeVisible();
    await expect(canvas.queryByText(orderTexts.paid)).toBeNull();
  },
};

/** No payment client id (a failed payment master fetch empties it) and no test provider. */
export const PaymentUnavailable: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => {
      seedOrder(db);
      db.paymentConfig = { paypal_client_id: '', test_payments: false };
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(orderTexts.paymentUnavailable)).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/orders/order.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(orderTexts.notFound)).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/orders/order.php')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorTexts.somethingWentWrong)).toBeVisible();
  },
};
