import { operations, type OperationId, type OperationReply } from '@momento/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type CallArgs, type Client } from '../api/client.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { createSiteGateStore } from '../session/siteGateStore.ts';
import { memoryStorage } from '../testing/jwt.ts';
import { createMockApi, type MockApi } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from './db.ts';
import { mockLogin } from './index.ts';

// The mock orders follow the server's rules, so that stories and tests show what the API would answer.

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A client of `api` signed in as `email`. */
function clientOf(api: MockApi, email: string): Client {
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  const siteGate = createSiteGateStore({ apiBase: API, storage: memoryStorage() });
  session.signIn(mockLogin(api.db, email));
  return createClient({ apiBase: API, session, siteGate });
}

async function checked<Id extends OperationId>(client: Client, id: Id, ...args: CallArgs<Id>): Promise<OperationReply<Id>> {
  const data = await client.call(id, ...args);
  const parsed = operations[id].reply.safeParse(data);
  if (!parsed.success) throw new Error(`${id} reply does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return data;
}

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  mobile_no: '5550100',
  address_line_1: '12 Clark Street',
  city: 'Chicago',
  administrative_area: 'IL',
  postal_code: '60613',
  country: 'United States',
};

describe('mock orders', () => {
  it("show a seller the buyer's addresses only once the order is paid, as the server does", async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    const buyer = clientOf(api, MOCK_BUYER_EMAIL);
    const seller = clientOf(api, MOCK_SELLER_EMAIL);
    const shipping = await checked(buyer, 'addressCreate', { body: { ...address, type: 'DELIVERY' } });
    const billing = await checked(buyer, 'addressCreate', { body: { ...address, type: 'BILL' } });
    const cart = await checked(buyer, 'cartAdd', { body: { type: 'BUY', product_id: 102 } });
    const checkout = await checked(buyer, 'checkoutCreate', { body: { cart_id: cart.cart_id ?? 0 } });
    await checked(buyer, 'checkoutUpdateShipping', { body: { checkout_id: checkout.checkout_id, address_id: shipping.id } });
    await checked(buyer, 'checkoutUpdateBilling', { body: { checkout_id: checkout.checkout_id, address_id: billing.id } });
    const { order_no } = await checked(buyer, 'orderCreate', { body: { checkout_id: checkout.checkout_id } });

    const unpaid = await checked(seller, 'orderGet', { query: { order_no } });
    expect(unpaid.status).toBe('PENDING_PAYMENT');
    expect(unpaid.billing_address).toBeNull();
    expect(unpaid.shipping_address).toBeNull();
    const asBuyer = await checked(buyer, 'orderGet', { query: { order_no } });
    expect(asBuyer.billing_address).toMatchObject({ city: 'Chicago' });
    expect(asBuyer.shipping_address).toMatchObject({ city: 'Chicago' });

    await checked(buyer, 'orderPaymentUpdate', { body: { order_no, payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } } });
    const paid = await checked(seller, 'orderGet', { query: { order_no } });
    expect(paid.billing_address).toMatchObject({ city: 'Chicago' });
    expect(paid.shipping_address).toMatchObject({ city: 'Chicago' });
  });
});
