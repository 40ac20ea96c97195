import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOUSE_NAME } from '@momento/contract';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCart, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { cartTexts, notices } from '../purchaseTexts.ts';
import { minutesFromNow, mixedCartLines, seedCart } from '../purchaseScenarios.ts';
import { failing, pending, scenario, STORY_API } from '../../shared/storyScenario.tsx';
import { CartPanel } from './CartPanel.tsx';

const meta = { title: 'Purchase/CartPanel', component: CartPanel } satisfies Meta<typeof CartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** BUY lines (one from an admin seller, shown under the house name) and a COLLECTION line. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedCart(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: cartTexts.title })).toBeVisible();
    await expect(canvas.getAllByText('BUY')).toHaveLength(2);
    await expect(canvas.getByText('COLLECTION')).toBeVisible();
    await expect(canvas.getByRole('link', { name: HOUSE_NAME })).toHaveAttribute('href', '/tickets?seller=9');
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: cartTexts.checkout })).toBeEnabled();
  },
};

/** Removing a BUY line: 'Item Removed From Cart' and the line disappears. */
export const RemoveLine: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedCart(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Game 7 ticket stub, section 112' }),
    );
    await expect(await within(document.body).findByText(notices.itemRemovedFromCart)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(1));
  },
};

/** Lines whose 15-minute reservation has run out (as the cart reply still lists them). */
export const ExpiredItems: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [
      http.get(`${STORY_API}/user/cart.php`, () =>
        HttpResponse.json({
          data: buildCart({
            items: mixedCartLines().map((line) => ({
              ...line,
              created_date: minutesFromNow(-20),
              expiry_date: minutesFromNow(-5),
            })),
          }),
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(cartTexts.expired)).toHaveLength(3);
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/cart.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(cartTexts.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: cartTexts.shopNow })).toHaveAttribute('href', '/tickets');
  },
};

/** Section 8: a failed cart load silently shows the empty cart. */
export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/cart.php')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(cartTexts.empty)).toBeVisible();
  },
};
