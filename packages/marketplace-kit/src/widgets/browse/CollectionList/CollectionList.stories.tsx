import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buildCollection, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { CollectionList } from './CollectionList.tsx';

const meta = {
  title: 'Browse/CollectionList',
  component: CollectionList,
  args: { onRequireLogin: fn() },
} satisfies Meta<typeof CollectionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario({
    arrange: ({ db }) =>
      void db.collections.push(
        buildCollection({
          id: 2,
          collection_name: 'Free programs',
          cost: { value: '0.00', currency: 'USD' },
          isSale: '0',
        }),
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Cubs 2016 run' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/collections/1');
    await expect(canvas.getByText('$1,200.00')).toBeVisible();
    await expect(canvas.getByText(emptyTexts.noMoreCollections)).toBeVisible();
  },
};
export const Owner: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: browseTexts.buyCollection('Cubs 2016 run') },
        { timeout: 10_000 },
      ),
    ).toBeDisabled();
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/collections.php')] }) };
export const Empty: Story = {
  ...scenario({ seed: { empty: true } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noCollections, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/collections.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
