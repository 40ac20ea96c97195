import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usd, type MockDb } from '#mocks/index.ts';
import { renderWithApi } from '../../shared/testSetup.tsx';
import { fairPriceBadgeTexts as t } from '../browseTexts.ts';
import { FairPriceBadge } from './FairPriceBadge.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Event 1 gets tickets on sale at these prices (the seeded ones are taken off sale). */
const withTickets = (prices: number[]) => (api: { db: MockDb }) => {
  const base = api.db.tickets[0]!;
  api.db.tickets = [
    ...api.db.tickets.map((ticket) => ({ ...ticket, status: 'SOLD' as const })),
    ...prices.map((value, index) => ({
      ...base,
      product_id: 800 + index,
      section: null,
      status: 'SELL' as const,
      cost: usd(value),
    })),
  ];
};

const priced = (value: number) => ({
  product_id: 999,
  cost: usd(value),
  section: null,
  event: { event_id: 1 },
});

describe('FairPriceBadge', () => {
  it("shows 'Great price' at least 10% under the median of three or more comparables", async () => {
    renderWithApi(server, <FairPriceBadge ticket={priced(90)} />, { arrange: withTickets([100, 120, 140]) });
    expect(await screen.findByText(t.greatPrice)).toBeInTheDocument();
  });

  it("shows 'Fair price' near the median", async () => {
    renderWithApi(server, <FairPriceBadge ticket={priced(125)} />, {
      arrange: withTickets([100, 120, 140]),
    });
    expect(await screen.findByText(t.fairPrice)).toBeInTheDocument();
  });

  it('shows nothing well above the median, or with fewer than three comparables', async () => {
    const { unmount } = renderWithApi(server, <FairPriceBadge ticket={priced(200)} />, {
      arrange: withTickets([100, 120, 140]),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Great price|Fair price/)).toBeNull();
    unmount();
    renderWithApi(server, <FairPriceBadge ticket={priced(50)} />, { arrange: withTickets([100, 120]) });
    await waitFor(() => expect(screen.queryByText(/Great price|Fair price/)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Great price|Fair price/)).toBeNull();
  });
});
