import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildTicket } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { priceHistoryTexts } from '../PriceHistory/priceHistoryTexts.ts';
import { sellerReputationTexts } from '../SellerPanel/sellerReputationTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { TicketSearch } from './TicketSearch.tsx';

const meta = {
  title: 'Browse/TicketSearch',
  component: TicketSearch,
  args: { onQueryChange: fn(), onRequireLogin: fn() },
} satisfies Meta<typeof TicketSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole(
      'link',
      { name: /Live Aid wristband and ticket/ },
      { timeout: 10_000 },
    );
    await expect(link).toHaveAttribute('target', '_blank');
    // Tickets their sellers keep say so instead of a price (the demo has two: one of them in the demo collection).
    await expect(canvas.getAllByText(browseTexts.notForSale)).toHaveLength(2);
    await expect(canvas.getAllByText(browseTexts.notForSale)[0]).toBeVisible();
    await expect(canvas.getByText(emptyTexts.noMoreTickets)).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: browseTexts.row }, { timeout: 10_000 }),
      'F',
    );
    await userEvent.click(canvas.getByRole('button', { name: browseTexts.apply }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ row: 'F' }, undefined);
  },
};
export const ListLayout: Story = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Live Aid wristband and ticket/ }, { timeout: 10_000 });
    // The layout toggle is code of its own, loaded after the first results (it may come a moment after them).
    await userEvent.click(await canvas.findByRole('radio', { name: browseTexts.list }, { timeout: 10_000 }));
    await expect(canvas.getByRole('radio', { name: browseTexts.list })).toBeChecked();
  },
};
/**
 * The seller's and the event's listings. The play function waits for every part the page loads after its first
 * render: the seller's reputation (its code, then its data, in place of a one-line spinner), the event's price history
 * (its data, then its chart's code) and the listings down to the end text.
 */
export const WithEventAndSeller: Story = {
  ...scenario(),
  args: { query: { event: '1', seller: '2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '2016 World Series, Game 7' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Grace Hopper' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(sellerReputationTexts.newSeller, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('progressbar', { name: sellerReputationTexts.loadingSellerRating }),
    ).toBeNull();
    const history = await canvas.findByRole(
      'region',
      { name: priceHistoryTexts.heading },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(history).queryByRole('progressbar')).toBeNull(), { timeout: 10_000 });
    await expect(await canvas.findByText(emptyTexts.noMoreTickets, {}, { timeout: 10_000 })).toBeVisible();
  },
};
export const ManyPages: Story = {
  ...scenario({
    arrange: ({ db }) =>
      void (db.tickets = Array.from({ length: 30 }, (_, index) =>
        buildTicket({ product_id: 2000 + index, listing_name: `Stub ${index + 1}` }),
      )),
  }),
  // Both pages, down to the end text: the second page loads by 'Load more' here, or by itself when the list's end
  // is in view, so the story settles on every listing either way.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Stub 20\b/ }, { timeout: 10_000 });
    const loadMore = canvas.queryByRole('button', { name: browseTexts.loadMore });
    if (loadMore) await userEvent.click(loadMore);
    await expect(await canvas.findByText(emptyTexts.noMoreTickets, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Stub 30\b/ })).toBeVisible();
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/products.php')] }) };
export const Empty: Story = {
  ...scenario({ seed: { empty: true } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noTickets, {}, { timeout: 10_000 }),
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
