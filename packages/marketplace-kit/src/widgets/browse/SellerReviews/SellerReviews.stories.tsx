import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildSellerReviews } from '#mocks/index.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { sellerReputationTexts } from '../SellerPanel/sellerReputationTexts.ts';
import { SellerReviews } from './SellerReviews.tsx';

const meta = {
  title: 'Browse/SellerReviews',
  component: SellerReviews,
  args: { sellerId: 2 },
} satisfies Meta<typeof SellerReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three buyers rated Grace Hopper: her averages, then their reviews, newest first. */
export const Success: Story = {
  ...scenario({
    arrange: ({ db }) => {
      db.reviews = buildSellerReviews(
        2,
        [
          [5, 5, 5],
          [4, 5, 4],
          [5, 4, 5],
        ],
        ['Packed like a museum piece.', 'A day late, otherwise perfect.', 'Exactly as described.'],
      );
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reviews of Grace Hopper' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Packed like a museum piece.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: browseTexts.sellerTickets('Grace Hopper') }),
    ).toHaveAttribute('href', '/tickets?seller=2');
  },
};

export const Loading: Story = { ...scenario({ overrides: () => [pending('/ratings.php')] }) };

/** Nobody has rated the seller yet. */
export const Empty: Story = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(emptyTexts.noRatings, {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      await canvas.findByText(sellerReputationTexts.newSeller, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ overrides: () => [failing('/ratings.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
