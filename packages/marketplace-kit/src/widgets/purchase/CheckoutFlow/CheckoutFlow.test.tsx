import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts } from '#texts.ts';
import { createMockApi, MOCK_BUYER_EMAIL, mockLogin, type MockApi } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore } from '#session/sessionStore.ts';
import { checkoutTexts as t, notices } from '../purchaseTexts.ts';
import { billingAddress, BUYER_ID, seedCart, seedCheckout, shippingAddresses } from '../purchaseScenarios.ts';
import { CheckoutFlow } from './CheckoutFlow.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCheckout({
  arrange,
  checkoutId = 7001,
}: { arrange?: (api: MockApi) => void; checkoutId?: number | null } = {}) {
  const api = createMockApi({ apiBase: API });
  arrange?.(api);
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  session.signIn(mockLogin(api.db, MOCK_BUYER_EMAIL));
  const navigate = vi.fn();
  const view = render(
    <MarketplaceProvider
      apiBase={API}
      session={session}
      storage={null}
      restoreSession={false}
      navigation={{ navigate }}
    >
      <CheckoutFlow checkoutId={checkoutId} />
    </MarketplaceProvider>,
  );
  return { api, navigate, ...view };
}

async function fillAddress(user: UserEvent, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const validAddress = {
  [t.firstName]: 'Ada',
  [t.lastName]: 'Lovelace',
  [t.mobileNo]: '+1 555 0100',
  [t.addressLine1]: '12 Clark Street',
  [t.city]: 'Chicago',
  [t.state]: 'IL',
  [t.postalCode]: '60613',
  [t.country]: 'United States',
};

describe('CheckoutFlow', () => {
  it('goes to /mycart when there is no checkout id', async () => {
    const { navigate } = renderCheckout({ checkoutId: null });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mycart', { replace: true }));
  });

  it('shows collapsible Address, Payment and Order Summary sections with the read-only payment types', async () => {
    const { container } = renderCheckout({ arrange: ({ db }) => void seedCheckout(db) });
    expect(await screen.findByText(t.address)).toBeInTheDocument();
    for (const title of [t.address, t.payment, t.orderSummary]) {
      expect(screen.getByText(title).closest('details')).toHaveAttribute('open');
    }
    const payment = screen.getByRole('radiogroup', { name: t.acceptedPayments });
    expect(within(payment).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(payment).getByRole('radio', { name: 'PayPal' })).toBeDisabled();
    expect(screen.getAllByText(t.noAddress)).toHaveLength(2);
    expect(screen.getByRole('button', { name: t.goToCheckout })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the address form field by field, first failure only, with the spec messages', async () => {
    const user = userEvent.setup();
    renderCheckout({ arrange: ({ db }) => void seedCheckout(db) });
    await user.click(await screen.findByRole('button', { name: `${t.add} ${t.shippingAddress}` }));
    const dialog = await screen.findByRole('dialog', { name: t.shipping });
    expect(within(dialog).queryByRole('checkbox', { name: t.sameAsShipping })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByText(validationTexts.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^First Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fillAddress(user, dialog, { ...validAddress, [t.mobileNo]: '1'.repeat(21) });
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByText(validationTexts.mobileMax)).toBeInTheDocument();
    expect(within(dialog).queryByText(validationTexts.firstNameRequired)).toBeNull();
    await fillAddress(user, dialog, { [t.mobileNo]: '+1 555 0100', [t.country]: '' });
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByText(validationTexts.countryRequired)).toBeInTheDocument();
  });

  it("adds the first shipping address, which becomes the checkout's shipping address automatically", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ arrange: ({ db }) => void seedCheckout(db) });
    await user.click(await screen.findByRole('button', { name: `${t.add} ${t.shippingAddress}` }));
    const dialog = await screen.findByRole('dialog', { name: t.shipping });
    await fillAddress(user, dialog, validAddress);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.shippingAddressAdded)).toBeInTheDocument();
    expect(await screen.findByText(notices.shippingAddressChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shipping = screen.getByRole('region', { name: t.shippingAddress });
    expect(within(shipping).getByText('12 Clark Street')).toBeInTheDocument();
    expect(api.db.checkouts.get(7001)?.shipping_address?.address_line_1).toBe('12 Clark Street');
  });

  it("adds a billing address 'Same as shipping address' and applies the first saved billing address", async () => {
    const user = userEvent.setup();
    const saved = shippingAddresses();
    const { api } = renderCheckout({
      arrange: ({ db }) => {
        db.addresses.set(BUYER_ID, [...saved]);
        seedCheckout(db, { shipping_address: saved[1] ?? null });
      },
    });
    await user.click(await screen.findByRole('button', { name: `${t.add} ${t.billingAddress}` }));
    const dialog = await screen.findByRole('dialog', { name: t.billing });
    await user.click(within(dialog).getByRole('checkbox', { name: t.sameAsShipping }));
    expect(within(dialog).getByRole('textbox', { name: /^Address Line 1/ })).toHaveValue('1 Harbour Road');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.billingAddressAdded)).toBeInTheDocument();
    expect(await screen.findByText(notices.billingAddressChanged)).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: t.billingAddress });
    await waitFor(() => expect(within(billing).getByText('1 Harbour Road')).toBeInTheDocument());
    expect(api.db.checkouts.get(7001)?.billing_address?.type).toBe('BILL');
  });

  it("edits the billing address ('Billing Address updated') and re-applies it to the checkout", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      arrange: ({ db }) => {
        db.addresses.set(BUYER_ID, [...shippingAddresses(), billingAddress()]);
        seedCheckout(db, {
          shipping_address: shippingAddresses()[0] ?? null,
          billing_address: billingAddress(),
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: `${t.edit} ${t.billingAddress}` }));
    const dialog = await screen.findByRole('dialog', { name: t.billing });
    expect(within(dialog).queryByRole('checkbox', { name: t.sameAsShipping })).toBeNull();
    await fillAddress(user, dialog, { [t.addressLine1]: '100 New Ledger Way' });
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.billingAddressUpdated)).toBeInTheDocument();
    expect(await screen.findByText(notices.billingAddressChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.db.checkouts.get(7001)?.billing_address?.address_line_1).toBe('100 New Ledger Way'),
    );
    expect(
      within(screen.getByRole('region', { name: t.billingAddress })).getByText('100 New Ledger Way'),
    ).toBeInTheDocument();
  });

  it('changes the shipping address among saved ones and edits one in change mode', async () => {
    const user = userEvent.setup();
    const saved = shippingAddresses();
    const { api } = renderCheckout({
      arrange: ({ db }) => {
        db.addresses.set(BUYER_ID, [...saved, billingAddress()]);
        seedCheckout(db, { shipping_address: saved[0] ?? null, billing_address: billingAddress() });
      },
    });
    await user.click(await screen.findByRole('button', { name: `${t.change} ${t.shippingAddress}` }));
    const choices = screen.getByRole('radiogroup', { name: t.savedAddresses });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(choices).getByRole('button', { name: /^Edit Ada King/ }));
    const dialog = await screen.findByRole('dialog', { name: t.shipping });
    await fillAddress(user, dialog, { [t.city]: 'Cambridge' });
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.shippingAddressUpdated)).toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: /1 Harbour Road/ }));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.shippingAddressChanged)).toBeInTheDocument();
    await waitFor(() => expect(api.db.checkouts.get(7001)?.shipping_address?.id).toBe(12));
    expect(api.db.checkouts.get(7001)?.shipping_address?.city).toBe('Cambridge');
  });

  it("places the order: 'Creating order. Please wait ...', then /previeworder/{order_no}", async () => {
    const user = userEvent.setup();
    const { api, navigate } = renderCheckout({
      arrange: ({ db }) => {
        seedCart(db);
        db.addresses.set(BUYER_ID, [...shippingAddresses(), billingAddress()]);
        seedCheckout(db, {
          shipping_address: shippingAddresses()[0] ?? null,
          billing_address: billingAddress(),
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: t.goToCheckout }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const orderNo = api.db.orders[0]?.order_no ?? '';
    expect(navigate).toHaveBeenCalledWith(`/previeworder/${orderNo}`);
    expect(screen.getByRole('status')).toHaveTextContent(t.creatingOrder);
  });
});
