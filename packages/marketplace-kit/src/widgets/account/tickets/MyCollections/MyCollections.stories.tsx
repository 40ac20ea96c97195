import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { seedMyCollections } from '../ticketScenarios.ts';
import { emptyTexts, ticketTexts as t, validationTexts as m } from '../ticketTexts.ts';
import { MyCollections } from './MyCollections.tsx';

const meta = {
  title: 'Account/Listings/MyCollections',
  component: MyCollections,
} satisfies Meta<typeof MyCollections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active seller's collections: one free to change, one in a buyer's cart (the CART badge, no Edit/Delete). */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedMyCollections(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inCart = within(
      await canvas.findByRole('article', { name: 'Signed programs' }, { timeout: 10_000 }),
    );
    await expect(inCart.getByText(t.cartBadge)).toBeVisible();
    await expect(await canvas.findByText(emptyTexts.noMoreCollections)).toBeVisible();
  },
};

/** The Add Collection form after saving it empty: the first message on its focused field. */
export const FormWithValidationError: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedMyCollections(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.addCollection }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.addCollectionTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(`^${t.collectionName}`) }),
    ).toHaveAccessibleDescription(m.collectionNameRequired);
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [pending('/seller/collection.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => void (db.collections = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noCollections, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [failing('/seller/collection.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops.. Something went wrong', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
