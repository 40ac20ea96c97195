import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { seedOffers } from '../offerScenarios.ts';
import { emptyTexts, offerTexts as t } from '../offerTexts.ts';
import { MyOffers } from './MyOffers.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MyOffers', () => {
  it('gives a buyer the Buy list only, ignoring tab=sell', async () => {
    renderWithApi(server, <MyOffers query={{ tab: 'sell' }} onQueryChange={vi.fn()} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => seedOffers(db),
    });
    expect(await screen.findByRole('tab', { name: t.buy }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: t.sell })).toBeNull();
    expect(await screen.findByText(emptyTexts.noMoreOffers)).toBeInTheDocument();
  });

  it('gives an active seller the Sell list; the tab goes into the query string', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(server, <MyOffers query={{}} onQueryChange={onQueryChange} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedOffers(db),
    });
    await screen.findByRole('tab', { name: t.sell }, { timeout: 10_000 });
    // A keyboard user tabs to the tab list (its code loads on that focus, and focus stays on the first tab when it
    // arrives), then presses the arrow key. (A click could land on a stand-in tab the real ones have just replaced:
    // the test's element is gone, which no pointer in a browser can press.)
    for (let k = 0; k < 20 && document.activeElement?.getAttribute('role') !== 'tab'; k += 1)
      await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledWith({ tab: 'sell' }));
  });
});
