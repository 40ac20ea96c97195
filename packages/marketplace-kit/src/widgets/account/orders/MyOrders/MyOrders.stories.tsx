import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario, unreachableCode } from '#widgets/shared/storyScenario.tsx';
import { seedOrders } from '../orderScenarios.ts';
import { emptyTexts, orderTexts as t } from '../orderTexts.ts';
import { MyOrders } from './MyOrders.tsx';

const meta = {
  title: 'Account/Orders/MyOrders',
  component: MyOrders,
  args: { query: {}, onQueryChange: fn() },
} satisfies Meta<typeof MyOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer's orders in every state; a buyer has the BUY tab only. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Game 1 ticket stub, section 11', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: t.buy }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: t.sell })).not.toBeInTheDocument();
    await expect(await canvas.findByText(emptyTexts.noMoreOrders)).toBeVisible();
  },
};

/** An active seller on the SELL tab (from the query string); choosing BUY writes the query string. */
export const SellTab: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  args: { query: { tab: 'sell' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: t.sell }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await canvas.findAllByRole('button', { name: t.addTracking }, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('tab', { name: t.buy }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({});
  },
};

/** The date range from the query string narrows the list. */
export const DateFiltered: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  args: {
    query: {
      date_from: new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10),
      date_to: new Date().toISOString().slice(0, 10),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Game 4 ticket stub, section 14', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Game 7 ticket stub, section 17')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/orders/order.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noOrders, {}, { timeout: 10_000 }),
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

/**
 * The date filters' code could not load (offline): a press on a stand-in says so under the filters, and focus stays
 * on the button pressed. (Last in the file: the browser may keep the failed fetch of the filters' code.)
 */
export const FiltersNotLoaded: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => seedOrders(db),
    overrides: () => [unreachableCode('DateFilters')],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dateTo = await canvas.findByRole('group', { name: t.dateTo }, { timeout: 10_000 });
    const calendar = within(dateTo).getByRole('button', { name: /Choose date/ });
    await userEvent.click(calendar);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      t.filtersNotLoaded,
    );
    await expect(calendar).toHaveFocus();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
