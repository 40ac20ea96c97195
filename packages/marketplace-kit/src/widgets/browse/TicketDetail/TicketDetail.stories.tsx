import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildImage, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { priceHistoryTexts } from '../PriceHistory/priceHistoryTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { TicketDetail } from './TicketDetail.tsx';

const meta = {
  title: 'Browse/TicketDetail',
  component: TicketDetail,
  args: { productId: 101, onRequireLogin: fn() },
} satisfies Meta<typeof TicketDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The event's price history below the listing has loaded (its data, then its chart's code on first use): nothing in
 * it is still loading.
 */
async function priceHistoryShown(canvasElement: HTMLElement) {
  const history = await within(canvasElement).findByRole(
    'region',
    { name: priceHistoryTexts.heading },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(within(history).queryByRole('progressbar')).toBeNull(), { timeout: 10_000 });
}

export const Success: Story = {
  ...scenario({
    arrange: ({ db }) => {
      const ticket = db.tickets[0];
      if (ticket)
        ticket.images = [
          buildImage(1011, 'ticket-101'),
          buildImage(1012, 'ticket-101-back'),
          buildImage(1013, 'ticket-101-side'),
        ];
    },
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Game 7 ticket stub, section 112' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Grace Hopper' }))
      await expect(link).toHaveAttribute('href', '/tickets?seller=2');
    await userEvent.click(canvas.getByRole('button', { name: browseTexts.addToCart }));
    await expect(args.onRequireLogin).toHaveBeenCalled();
    await priceHistoryShown(canvasElement);
  },
};
export const SignedInBuyer: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: browseTexts.addToCart }, { timeout: 10_000 }),
    ).toBeEnabled();
    await priceHistoryShown(canvasElement);
  },
};
export const OwnTicket: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: browseTexts.addToCart }, { timeout: 10_000 }),
    ).toBeDisabled();
    await priceHistoryShown(canvasElement);
  },
};
export const NotForSale: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  args: { productId: 103 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(browseTexts.notForSale, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: browseTexts.addToCart })).toBeDisabled();
    await priceHistoryShown(canvasElement);
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/products.php')] }) };
export const Empty: Story = {
  ...scenario(),
  args: { productId: 9999 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noTicketsHome, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/products.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
