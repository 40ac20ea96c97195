import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { seedMyCollections } from '../ticketScenarios.ts';
import { emptyTexts, ticketTexts as t } from '../ticketTexts.ts';
import { MyCollectionDetail } from './MyCollectionDetail.tsx';

const meta = {
  title: 'Account/Listings/MyCollectionDetail',
  component: MyCollectionDetail,
  args: { collectionId: 41 },
} satisfies Meta<typeof MyCollectionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tickets of a collection, each with Remove, and the Back link. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedMyCollections(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: `${t.remove} Ticket in SELL` }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back })).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [pending('/user/products.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedMyCollections(db) }),
  args: { collectionId: 99 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noTickets, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [failing('/user/products.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops.. Something went wrong', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
