import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { OFFER_ROWS, seedOffers } from '../offerScenarios.ts';
import { emptyTexts, errorTexts, offerTexts as t } from '../offerTexts.ts';
import { MyOffers } from './MyOffers.tsx';

const meta = {
  title: 'Account/Offers/MyOffers',
  component: MyOffers,
  args: { query: {}, onQueryChange: fn() },
} satisfies Meta<typeof MyOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer's offers: the Buy tab only, each with its status badge and price, linking to its thread. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOffers(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ADDED TO CART', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByText('OPEN').length).toBeGreaterThan(0);
    // Rejected by the seller, and declined at once by the ticket's automatic answer.
    await expect(canvas.getAllByText('SELLER REJECTED')).toHaveLength(2);
    await expect(await canvas.findByRole('tab', { name: t.buy }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: t.sell })).not.toBeInTheDocument();
    const links = canvas.getAllByRole('link', { name: /Game 7 ticket stub/ });
    await expect(links[0]).toHaveAttribute('href', `/account/myoffers/${OFFER_ROWS.rejected.offer_no}`);
  },
};

/** An active seller on the Sell tab; choosing Buy writes the query string. */
export const SellTab: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOffers(db) }),
  args: { query: { tab: 'sell' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: t.sell }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Accepted by the seller, and accepted at once by the ticket's automatic answer.
    await expect(await canvas.findAllByText('SELLER ACCEPTED')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: t.buy }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({});
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/offers/offers.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noOffers, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/offers/offers.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
