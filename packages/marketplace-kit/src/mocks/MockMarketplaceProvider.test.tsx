import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCart } from '../api/cart/useCart.ts';
import { useSession } from '../provider/MarketplaceProvider.tsx';
import { createMockApi } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL } from './db.ts';
import { MockMarketplaceProvider } from './MockMarketplaceProvider.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function CartCount() {
  const { user } = useSession();
  const cart = useCart();
  return <p>{cart.data ? `${user?.name} has ${cart.data.items.length} item(s)` : 'loading'}</p>;
}

describe('MockMarketplaceProvider', () => {
  it('starts signed in as a seeded account whose tokens the mock accepts', async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    render(
      <MockMarketplaceProvider api={api} apiBase={API} signedInAs={MOCK_BUYER_EMAIL} restoreSession={false}>
        <CartCount />
      </MockMarketplaceProvider>,
    );
    expect(await screen.findByText('Ada Lovelace has 0 item(s)')).toBeInTheDocument();
  });
});
