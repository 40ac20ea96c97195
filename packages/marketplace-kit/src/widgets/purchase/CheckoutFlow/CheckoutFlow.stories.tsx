import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { validationTexts } from '#texts.ts';
import { checkoutTexts, notices } from '../purchaseTexts.ts';
import { billingAddress, BUYER_ID, seedCheckout, shippingAddresses } from '../purchaseScenarios.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { CheckoutFlow } from './CheckoutFlow.tsx';

const meta = {
  title: 'Purchase/CheckoutFlow',
  component: CheckoutFlow,
  args: { checkoutId: 7001 },
} satisfies Meta<typeof CheckoutFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both addresses set: Address, Payment and Order Summary, ready for 'Go to checkout'. */
export const Success: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => {
      const saved = shippingAddresses();
      db.addresses.set(BUYER_ID, [...saved, billingAddress()]);
      seedCheckout(db, { shipping_address: saved[0] ?? null, billing_address: billingAddress() });
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(checkoutTexts.address)).toBeVisible();
    await expect(canvas.getByText(checkoutTexts.orderSummary)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: checkoutTexts.goToCheckout })).toBeEnabled();
  },
};

/** No saved address and none on the checkout: 'No Address found' with Add in both panels. */
export const NoAddress: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void seedCheckout(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(checkoutTexts.noAddress)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: checkoutTexts.goToCheckout })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: `${checkoutTexts.add} ${checkoutTexts.shippingAddress}` }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: checkoutTexts.shipping });
    await expect(within(dialog).queryByRole('checkbox', { name: checkoutTexts.sameAsShipping })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: checkoutTexts.save }));
    await expect(await within(dialog).findByText(validationTexts.firstNameRequired)).toBeVisible();
  },
};

/** Several saved shipping addresses: Change lists them as radio choices; Save applies the chosen one. */
export const SeveralAddresses: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) => {
      const saved = shippingAddresses();
      db.addresses.set(BUYER_ID, [...saved, billingAddress()]);
      seedCheckout(db, { shipping_address: saved[0] ?? null, billing_address: billingAddress() });
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${checkoutTexts.change} ${checkoutTexts.shippingAddress}` }),
    );
    const choices = await canvas.findByRole('radiogroup', { name: checkoutTexts.savedAddresses });
    await expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(choices).getByRole('radio', { name: /1 Harbour Road/ }));
    await userEvent.click(canvas.getByRole('button', { name: checkoutTexts.save }));
    await expect(await within(document.body).findByText(notices.shippingAddressChanged)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('radiogroup', { name: checkoutTexts.savedAddresses })).toBeNull(),
    );
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/orders/checkout.php')] }),
};

/** A checkout id that does not exist (any more). */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  args: { checkoutId: 9999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(checkoutTexts.notFound)).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/orders/checkout.php')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Oops.. Something went wrong')).toBeVisible();
  },
};
