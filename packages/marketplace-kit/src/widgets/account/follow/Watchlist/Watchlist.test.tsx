import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { errorTexts } from '#texts.ts';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { WatchButton } from '#widgets/browse/WatchButton/WatchButton.tsx';
import { listTexts } from '#widgets/shared/listTexts.ts';
import { Watchlist } from './Watchlist.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 5000 }));

describe('Watchlist', () => {
  it('shows each watched item with its price now and then, a note when it changed, its state and its page, without axe violations', async () => {
    const { container } = renderWithApi(server, <Watchlist />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByRole('heading', { level: 1, name: t.watchlistHeading })).toBeInTheDocument();
    const dropped = await card('Game 7 ticket stub, section 112');
    expect(dropped.getByRole('link', { name: 'Game 7 ticket stub, section 112' })).toHaveAttribute(
      'href',
      '/tickets/101',
    );
    expect(dropped.getByText('$450.00')).toBeInTheDocument();
    expect(dropped.getByText('$500.00')).toBeInTheDocument();
    expect(dropped.getByText(t.priceDropped)).toBeInTheDocument();
    expect(dropped.getByText(t.alertDefault)).toBeInTheDocument();
    const sold = await card('Game 7 scorecard, filled in');
    expect(sold.getByText(t.sold)).toBeInTheDocument();
    expect(sold.queryByRole('button', { name: t.editAlert('Game 7 scorecard, filled in') })).toBeNull();
    const alerted = await card('Live Aid wristband and ticket');
    expect(alerted.getByText('$700.00')).toBeInTheDocument();
    expect(alerted.queryByText(t.priceDropped)).toBeNull();
    const seller = await card('Grace Hopper');
    expect(seller.getByText(`${t.targetLabels.SELLER} · 3 listings on sale`)).toBeInTheDocument();
    expect(seller.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/tickets?seller=2');
    expect(await screen.findByText(t.watchlistEnd)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'Price changed since you watched' when the price went up, and Unavailable for a listing taken off sale", async () => {
    renderWithApi(server, <Watchlist />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => {
        const watch = db.watches.find((entry) => entry.id === 101)!;
        watch.watched_price = { value: '400.00', currency: 'USD' };
        db.tickets = db.tickets.map((ticket) =>
          ticket.product_id === 102 ? { ...ticket, status: 'INACTIVE' } : ticket,
        );
      },
    });
    expect((await card('Game 7 ticket stub, section 112')).getByText(t.priceChanged)).toBeInTheDocument();
    expect((await card('Live Aid wristband and ticket')).getByText(t.unavailable)).toBeInTheDocument();
  });

  it('removes an item after a confirmation, and its Watch button on the page follows', async () => {
    const { api } = renderWithApi(
      server,
      <>
        <WatchButton target={{ type: 'TICKET', id: 101 }} name="Game 7 ticket stub" variant="compact" />
        <Watchlist />
      </>,
      { signedInAs: MOCK_BUYER_EMAIL },
    );
    expect(
      await screen.findByRole('button', { name: t.watchItem('Game 7 ticket stub'), pressed: true }),
    ).toBeInTheDocument();
    await userEvent.click(
      (await card('Game 7 ticket stub, section 112')).getByRole('button', {
        name: t.removeItem('Game 7 ticket stub, section 112'),
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.remove });
    // Cancel keeps it.
    await userEvent.click(within(confirm).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.db.watches.some((watch) => watch.id === 101)).toBe(true);
    await userEvent.click(
      (await card('Game 7 ticket stub, section 112')).getByRole('button', {
        name: t.removeItem('Game 7 ticket stub, section 112'),
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: t.remove })).getByRole('button', {
        name: t.remove,
      }),
    );
    expect(await screen.findByText(t.removed('Game 7 ticket stub, section 112'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Game 7 ticket stub, section 112' })).toBeNull(),
    );
    // Its Remove button is gone: the focus is on the list's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: t.watchlistHeading })).toHaveFocus(),
    );
    expect(
      await screen.findByRole('button', { name: t.watchItem('Game 7 ticket stub'), pressed: false }),
    ).toBeInTheDocument();
    expect(api.db.watches.some((watch) => watch.id === 101)).toBe(false);
  });

  it('sets an alert price, refusing zero with the contract’s words and keeping what was typed', async () => {
    const { api } = renderWithApi(server, <Watchlist />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(
      (await card('Game 7 ticket stub, section 112')).getByRole('button', {
        name: t.editAlert('Game 7 ticket stub, section 112'),
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: t.alertTitle }));
    const field = dialog.getByRole('textbox', { name: new RegExp(t.alertPrice) });
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(FOLLOW_REFUSALS.alertPrice));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('0');
    await userEvent.clear(field);
    await userEvent.type(field, '425.50');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.alertSaved)).toBeInTheDocument();
    expect(await (await card('Game 7 ticket stub, section 112')).findByText('$425.50')).toBeInTheDocument();
    expect(api.db.watches.find((watch) => watch.id === 101)?.alert_price).toEqual({
      value: '425.50',
      currency: 'USD',
    });
  });

  it('loads the next page with Load more (the scroll sentinel calls the same), then says there are no more', async () => {
    renderWithApi(server, <Watchlist />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => {
        for (let index = 0; index < 21; index += 1) {
          db.watches.push({
            user_id: 1,
            type: 'SELLER',
            id: 9000 + index,
            watched_price: null,
            alert_price: null,
            watched_at: new Date(0).toISOString(),
            name: `Gone seller ${index}`,
            detail: '',
          });
        }
      },
    });
    const list = await screen.findByRole('list', { name: t.watchlistLabel }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByText(t.watchlistEnd)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: listTexts.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(await screen.findByText(t.watchlistEnd)).toBeInTheDocument();
    expect((await card('Gone seller 20')).getByText(t.unavailable)).toBeInTheDocument();
  });

  it('says when nothing is watched, and when the list fails to load', async () => {
    const { unmount } = renderWithApi(server, <Watchlist />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => void (db.watches = []),
    });
    expect(await screen.findByText(t.watchlistEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    renderWithApi(server, <Watchlist />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'watchlist')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrong, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
