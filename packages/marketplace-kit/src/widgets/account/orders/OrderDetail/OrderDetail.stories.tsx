import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { ORDER_STATES, REFUND_STATES, seedOrders } from '../orderScenarios.ts';
import { orderTexts as t } from '../orderTexts.ts';
import { OrderDetail } from './OrderDetail.tsx';

const meta = {
  title: 'Account/Orders/OrderDetail',
  component: OrderDetail,
  args: { orderNo: 'MO-2026-000005', view: 'buy', onBack: fn() },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A received order seen by its buyer: both ratings and reviews, fulfilment, the buyer's pricing summary. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.detailTitle }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Arrived in a rigid sleeve, exactly as described.')).toBeVisible();
    await expect(canvas.getByText(t.deliveryCharge)).toBeVisible();
    await expect(canvas.queryByText(t.processingFee)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The same order seen by its seller: processing fee and due amount. */
export const SellerView: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  args: { view: 'sell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.processingFee, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(t.due)).toBeVisible();
  },
};

/** An order an admin cancelled and refunded: its shipment says 'Refunded' with the amount and the date. */
export const Refunded: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => seedOrders(db, [...ORDER_STATES, ...REFUND_STATES]),
  }),
  args: { orderNo: 'MO-2026-000008' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Refunded \$108\.00 on \d{2}\/\d{2}\/\d{4}$/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t.refund)).toBeVisible();
  },
};

/** A shipped order: the expected delivery date counts down. */
export const Shipped: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  args: { orderNo: 'MO-2026-000003' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/days left/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/orders/order.php')] }),
};

/** No such order (or not the viewer's). */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t.orderNotFound, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/orders/order.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops.. Something went wrong', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
