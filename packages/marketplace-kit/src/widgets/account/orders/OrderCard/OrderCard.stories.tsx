import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildBuyerOrder,
  buildRefund,
  buildSellOrder,
  FIXTURE_NOW,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  usd,
} from '#mocks/index.ts';
import { formatDate } from '#format/date.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { orderTexts as t } from '../orderTexts.ts';
import { OrderCard } from './OrderCard.tsx';

/** Every card is drawn at one fixed moment, so the countdowns read the same on every run. */
const NOW = Date.parse(FIXTURE_NOW);
const clock = () => NOW;
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const rating = { communication_rating: 5, description_rating: 4, shipping_rating: 5, rated_at: at(-60) };
const shipped = { carrier: 'UPS', service_name: 'Ground', tracking_id: '1Z999AA10123456784' };

const meta = {
  title: 'Account/Orders/OrderCard',
  component: OrderCard,
  args: { variant: 'buy', order: buildBuyerOrder() },
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, clock }),
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const sellerScenario = scenario({ signedInAs: MOCK_SELLER_EMAIL, clock });

// ----- The buyer's card ------------------------------------------------------------------------------------------

/** Unpaid, 20 minutes left: 'Expires on', 'Not Paid', the countdown and Pay Now. */
export const BuyPendingPayment: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({
      order_status: 'PENDING_PAYMENT',
      expiry_date: at(20),
      payment_summary: {
        payment_method: null,
        payment_date: null,
        payment_status: null,
        payment_paid_status: false,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.notPaid)).toBeVisible();
    await expect(canvas.getByText(t.expiresOn)).toBeVisible();
    await expect(canvas.getByText(/20 min left/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.payNow })).toBeVisible();
  },
};

/** Unpaid, 4 minutes left: the countdown turns to a warning. */
export const BuyPaymentEndingSoon: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ order_status: 'PENDING_PAYMENT', expiry_date: at(4) }) },
  play: async ({ canvasElement }) => {
    const countdown = within(canvasElement).getByText(/4 min left/);
    await expect(countdown.closest('[data-phase]')).toHaveAttribute('data-phase', 'warning');
  },
};

/** Unpaid past its window (the server has not swept it yet): the window is closed and Pay Now is gone. */
export const BuyPaymentWindowClosed: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ order_status: 'PENDING_PAYMENT', expiry_date: at(-5) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.paymentClosed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.payNow })).not.toBeInTheDocument();
  },
};

/** Paid, waiting for the seller's tracking. */
export const BuyPaid: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ remaining_items_count: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.paid)).toBeVisible();
    await expect(canvas.getByText('Your order is Pending')).toBeVisible();
    await expect(canvas.getByText('+2')).toBeVisible();
  },
};

/** Cancelled by an admin and refunded: 'Refunded' with the amount and the date, instead of 'Paid'. */
export const BuyRefunded: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({
      delivery_status: 'RETURNED',
      payment_summary: {
        payment_method: 'PAYPAL',
        payment_date: '2026-11-22T12:01:00.000Z',
        payment_status: 'REFUNDED',
        payment_paid_status: true,
      },
      refund: buildRefund({
        requested_at: '2026-11-25T09:30:00.000Z',
        refunded_at: '2026-11-25T09:30:04.000Z',
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`Refunded $486.00 on ${formatDate('2026-11-25T09:30:04.000Z')}`),
    ).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(canvas.queryByText(t.paid)).not.toBeInTheDocument();
  },
};

/** Cancelled by an admin, the payment service not yet confirming the refund: 'Refund pending' with the amount. */
export const BuyRefundPending: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({
      delivery_status: 'RETURNED',
      refund: buildRefund({ status: 'PENDING', refunded_at: null }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Refund pending: $486.00')).toBeVisible();
    await expect(canvas.getByText('Refund pending')).toBeVisible();
  },
};

/** Shipped: 'Delivery Expected by', the delivery countdown and 'Order Received', which asks 'Order Received ?'. */
export const BuyShipped: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({
      delivery_status: 'SHIPPED',
      delivery_date: at(3 * 24 * 60).slice(0, 10),
      carrier: 'UPS',
      service_name: 'Ground',
      tracking_id: shipped.tracking_id,
      tracking_number: shipped.tracking_id,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.deliveryExpectedBy)).toBeVisible();
    await expect(canvas.getByText('Your order has been Dispatched')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.orderReceived }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: t.orderReceivedConfirm },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Delivered on the seller's word: 'Give Ratings' with 'Rate & Write a Review', and the buyer can still confirm receipt. */
export const BuyDeliveredBySeller: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ delivery_status: 'DELIVERED_ACK_SELLER', ...shipped }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.orderReceived })).toBeVisible();
    await expect(canvas.getByText(t.giveRatingsBuy)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.rateAndReview })).toBeVisible();
  },
};

/** Received and rated: the given stars and 'Edit', which opens the rating dialog in Update mode. */
export const BuyReceivedAndRated: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({
      delivery_status: 'DELIVERED_ACK_BUYER',
      ...shipped,
      ratings: { seller_ratings: rating, buyer_ratings: null },
      review: { buyer_review: 'As described.', seller_review: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your order has been Delivered')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.orderReceived })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.edit }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: t.ratingUpdateTitle },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('textbox', { name: t.review })).toHaveValue('As described.');
  },
};

/** Delivered on an admin's word. */
export const BuyDeliveredByHouse: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ delivery_status: 'DELIVERED_ACK_ADMIN', ...shipped }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your order has been Delivered, Approved by Momento'),
    ).toBeVisible();
  },
};

/** Cancelled by the buyer: the 'Order Cancelled' badge, no payment. */
export const BuyCancelled: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ order_status: 'CANCELLED' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.orderCancelled)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.payNow })).not.toBeInTheDocument();
  },
};

/** Expired unpaid. */
export const BuyExpired: Story = {
  args: { variant: 'buy', order: buildBuyerOrder({ order_status: 'EXPIRED', expiry_date: at(-60) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.orderExpired)).toBeVisible();
  },
};

/** An admin seller is shown under the house name; more than ten further tickets read '10+'. */
export const BuyFromTheHouse: Story = {
  args: {
    variant: 'buy',
    order: buildBuyerOrder({ is_admin: 1, seller_name: 'Admin Nine', remaining_items_count: 12 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Momento' })).toHaveAttribute('href', '/tickets?seller=2');
    await expect(canvas.getByText('10+')).toBeVisible();
  },
};

// ----- The seller's card -----------------------------------------------------------------------------------------

/** Paid, not shipped: Add tracking. */
export const SellOpen: Story = {
  ...sellerScenario,
  args: { variant: 'sell', order: buildSellOrder({ remaining_items_count: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.andMore)).toBeVisible();
    await expect(canvas.getByText(t.dueAmount)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.orderDelivered })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.addTracking }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'dialog',
        { name: t.trackingAddTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Shipped: Edit tracking and 'Order Delivered'. */
export const SellShipped: Story = {
  ...sellerScenario,
  args: {
    variant: 'sell',
    order: buildSellOrder({
      fulfillment_status: 'SHIPPED',
      fulfillment_information: {
        ...shipped,
        delivery_cost: usd(12.5),
        delivery_expected_date: at(3 * 24 * 60).slice(0, 10),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shipped.tracking_id)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.editTracking })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.orderDelivered }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: t.orderDeliveredConfirm },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Delivered on the seller's word: 'Completed', no tracking, no ratings yet (the buyer has not confirmed). */
export const SellDeliveredBySeller: Story = {
  ...sellerScenario,
  args: {
    variant: 'sell',
    order: buildSellOrder({
      fulfillment_status: 'DELIVERED_ACK_SELLER',
      fulfillment_information: { ...shipped, delivery_cost: usd(12.5), delivery_expected_date: '2026-11-25' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.completed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.giveRatingsSell })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.editTracking })).not.toBeInTheDocument();
  },
};

/** Received by the buyer: 'Completed' and 'Give ratings'. */
export const SellReceived: Story = {
  ...sellerScenario,
  args: {
    variant: 'sell',
    order: buildSellOrder({
      fulfillment_status: 'DELIVERED_ACK_BUYER',
      fulfillment_information: { ...shipped, delivery_cost: usd(12.5), delivery_expected_date: '2026-11-25' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.completed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.giveRatingsSell }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'dialog',
        { name: t.ratingAddTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Delivered on an admin's word and rated by the seller. */
export const SellDeliveredByHouseRated: Story = {
  ...sellerScenario,
  args: {
    variant: 'sell',
    order: buildSellOrder({
      fulfillment_status: 'DELIVERED_ACK_ADMIN',
      fulfillment_information: { ...shipped, delivery_cost: usd(12.5), delivery_expected_date: '2026-11-25' },
      ratings: { seller_ratings: null, buyer_ratings: rating },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.yourRating)).toBeVisible();
  },
};
