import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { CollectionDetail } from './CollectionDetail.tsx';

const meta = {
  title: 'Browse/CollectionDetail',
  component: CollectionDetail,
  args: { collectionId: 1 },
} satisfies Meta<typeof CollectionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario({
    arrange: ({ db }) => {
      // The first two tickets in the collection, instead of the demo's own.
      db.tickets.forEach(
        (ticket, index) =>
          (ticket.collection = index < 2 ? { collection_id: 1, collection_name: 'Cubs 2016 run' } : null),
      );
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cubs 2016 run' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: browseTexts.back })).toHaveAttribute(
      'href',
      '/collections',
    );
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/products.php')] }) };
export const Empty: Story = {
  // The demo collection without its tickets.
  ...scenario({
    arrange: ({ db }) => {
      for (const ticket of db.tickets) ticket.collection = null;
    },
  }),
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
