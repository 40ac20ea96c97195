import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { seedOrders } from '../orderScenarios.ts';
import { emptyTexts, orderTexts as t } from '../orderTexts.ts';
import { MyReviews } from './MyReviews.tsx';

const meta = { title: 'Account/Orders/MyReviews', component: MyReviews } satisfies Meta<typeof MyReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's reviews: a buyer's review shows as SELL. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOrders(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Fast shipping, stub exactly as described.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('SELL')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.reviewsTitle })).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/reviews.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noReviews, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/reviews.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops.. Something went wrong', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
