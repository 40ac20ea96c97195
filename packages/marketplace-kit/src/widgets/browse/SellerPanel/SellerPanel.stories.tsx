import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSellerReviews } from '#mocks/index.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { browseTexts, errorTexts } from '../browseTexts.ts';
import { sellerReputationTexts } from './sellerReputationTexts.ts';
import { SellerPanel } from './SellerPanel.tsx';

/** The mock seller, Grace Hopper (user 2), and the mock buyer (user 1). */
const SELLER = { id: 2, name: 'Grace Hopper' };
const BUYER_ID = 1;

const meta = {
  title: 'Browse/SellerPanel',
  component: SellerPanel,
  args: {
    seller: SELLER,
    viewerId: BUYER_ID,
    onRequireLogin: fn(),
    onMessage: fn(),
    onReport: fn(),
    onMakeOffer: fn(),
  },
} satisfies Meta<typeof SellerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four buyers rated the seller: communication 19/4, description 16/4, shipping 18/4. */
const rated = scenario({
  arrange: ({ db }) => {
    db.reviews = buildSellerReviews(SELLER.id, [
      [5, 4, 5],
      [4, 4, 4],
      [5, 5, 4],
      [5, 3, 5],
    ]);
  },
});

/** A signed-in buyer: the reputation and the three actions. */
export const Buyer: Story = {
  ...rated,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rating = await canvas.findByRole(
      'group',
      { name: sellerReputationTexts.sellerRating },
      { timeout: 10_000 },
    );
    await expect(within(rating).getByRole('img', { name: 'Communication 4.8 out of 5' })).toBeVisible();
    await expect(within(rating).getByRole('link', { name: '4 reviews' })).toHaveAttribute(
      'href',
      '/sellers/2/reviews',
    );
    await userEvent.click(canvas.getByRole('button', { name: browseTexts.makeOffer }));
    await expect(args.onMakeOffer).toHaveBeenCalled();
    await expect(args.onRequireLogin).not.toHaveBeenCalled();
  },
};

/** A visitor: the same actions, each asking for a login first. */
export const Visitor: Story = {
  ...rated,
  args: { viewerId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: browseTexts.messageSeller }));
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
    await expect(args.onMessage).not.toHaveBeenCalled();
  },
};

/** The seller themself: the reputation, no actions. */
export const OwnPanel: Story = {
  ...rated,
  args: { viewerId: SELLER.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: sellerReputationTexts.sellerRating }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** Two ratings: 'New seller', and the two reviews. */
export const NewSeller: Story = {
  ...scenario({
    arrange: ({ db }) => {
      db.reviews = buildSellerReviews(SELLER.id, [
        [5, 5, 5],
        [4, 5, 4],
      ]);
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(sellerReputationTexts.newSeller, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 reviews' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The reputation on its way: a placeholder line; the name and the actions are there already. */
export const Loading: Story = {
  ...scenario({ overrides: () => [pending('/ratings.php')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: sellerReputationTexts.loadingSellerRating }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: browseTexts.messageSeller })).toBeEnabled();
  },
};

/** The reputation failed to load: said in place; the actions still work. */
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/ratings.php')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: browseTexts.reportSeller })).toBeEnabled();
  },
};
