// Story and test data of the profile page: a buyer with contact, billing and three shipping addresses.
import { buildAddress, MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';

/** Gives the mock buyer a contact and a billing address and three shipping addresses (the first primary). */
export function withBuyerAddresses(api: MockApi): void {
  const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user;
  if (!buyer) return;
  api.db.addresses.set(buyer.id, [
    buildAddress({ id: 101, type: 'CONTACT', is_primary: 1 }),
    buildAddress({
      id: 102,
      type: 'BILL',
      address_line_1: '1 Analytical Way',
      city: 'Springfield',
      is_primary: 1,
    }),
    buildAddress({ id: 103, type: 'DELIVERY', is_primary: 1 }),
    buildAddress({
      id: 104,
      type: 'DELIVERY',
      first_name: 'Augusta',
      address_line_1: '400 Market Square',
      address_line_2: null,
      city: 'Bayside',
      is_primary: 0,
    }),
    buildAddress({
      id: 105,
      type: 'DELIVERY',
      address_line_1: '9 Orchard Lane',
      address_line_2: null,
      city: 'Old Mill',
      postal_code: '97035',
      is_primary: 0,
    }),
  ]);
}
