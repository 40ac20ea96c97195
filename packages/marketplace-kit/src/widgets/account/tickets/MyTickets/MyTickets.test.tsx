import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { addWatchers, seedMyTickets, STATUS_TICKETS } from '../ticketScenarios.ts';
import { emptyTexts, ticketTexts as t, notices, validationTexts as m } from '../ticketTexts.ts';
import { MyTickets } from './MyTickets.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LABELS: Record<string, string> = {
  SELL: 'IN SELL LISTING',
  INACTIVE: 'SELLER INACTIVE',
  SOLD: 'SOLD',
  OWNED: 'OWNED',
  OFFER: 'ADDED TO ACCEPTED OFFER',
  CART: 'ADDED TO CART',
  IN_CHECK_OUT: 'ADDED TO CART',
  IN_ORDER: 'ADDED TO ORDER',
};

const card = async (name: string) =>
  (await screen.findByRole('article', { name: new RegExp(`^${name}\\b`) }, { timeout: 5000 })) as HTMLElement;

describe('MyTickets', () => {
  it("shows every ticket with the spec's status label, the end text and Add Ticket for an active seller", async () => {
    const { container, navigate } = renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    for (const { name, status } of STATUS_TICKETS)
      expect(within(await card(name)).getByText(LABELS[status]!)).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noMoreTickets)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.addTicket }));
    expect(navigate).toHaveBeenCalledWith('/account/mytickets/new');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says how many buyers watch a listing ('12 watching'), and nothing for one nobody watches", async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => {
        seedMyTickets(db);
        addWatchers(db, 500, 12);
        addWatchers(db, 503, 1);
      },
    });
    expect(
      within(await card('Ticket in SELL')).getByText(FOLLOW_TEXTS.watchingCount(12)),
    ).toBeInTheDocument();
    expect(within(await card('Ticket in OWNED')).getByText('1 watching')).toBeInTheDocument();
    expect(within(await card('Ticket in INACTIVE')).queryByText(/watching/)).toBeNull();
  });

  it('opens each ticket as /mytickets/{product_id} in a new tab', async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    const link = within(await card('Ticket in SELL')).getByRole('link', { name: /Ticket in SELL/ });
    expect(link).toHaveAttribute('href', '/mytickets/500');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers Move To Sell only for OWNED, and Edit and Delete only outside the six locked statuses', async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    const editable = ['SELL', 'OWNED'];
    for (const { name, status } of STATUS_TICKETS) {
      const item = within(await card(name));
      expect(item.queryByRole('button', { name: t.moveToSell })).toEqual(
        status === 'OWNED' ? expect.anything() : null,
      );
      expect(item.queryByRole('button', { name: `${t.edit} ${name}` })).toEqual(
        editable.includes(status) ? expect.anything() : null,
      );
      expect(item.queryByRole('button', { name: `${t.delete} ${name}` })).toEqual(
        editable.includes(status) ? expect.anything() : null,
      );
    }
  });

  it('gives a buyer no Add Ticket and no seller actions', async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => {
        seedMyTickets(db);
        db.tickets = db.tickets.map((ticket) => ({ ...ticket, seller: { id: 1, name: 'Ada', is_admin: 0 } }));
      },
    });
    const item = within(await card('Ticket in OWNED'));
    expect(item.queryByRole('button', { name: t.moveToSell })).toBeNull();
    expect(item.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: t.addTicket })).toBeNull();
  });

  it("shows 'No Tickets Found' without tickets", async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => void (db.tickets = []),
    });
    expect(await screen.findByText(emptyTexts.noTickets, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("deletes a ticket after the confirmation: 'Ticket deleted', and it leaves the list", async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    await userEvent.click(
      within(await card('Ticket in SELL')).getByRole('button', { name: `${t.delete} Ticket in SELL` }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteTicketTitle });
    expect(confirm).toHaveTextContent(t.deleteTicketMessage);
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(notices.ticketDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Ticket in SELL\b/ })).toBeNull());
  });

  it('keeps the ticket when the confirmation is cancelled', async () => {
    const { api } = renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    await userEvent.click(
      within(await card('Ticket in SELL')).getByRole('button', { name: `${t.delete} Ticket in SELL` }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteTicketTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.db.tickets.some((ticket) => ticket.product_id === 500)).toBe(true);
  });

  it("moves an owned ticket to sell at a price: the price is required, then 'Ticket updated' and IN SELL LISTING", async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    await userEvent.click(within(await card('Ticket in OWNED')).getByRole('button', { name: t.moveToSell }));
    const dialog = await screen.findByRole('dialog', { name: t.moveToSellTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.moveToSellSubmit }));
    const price = within(dialog).getByRole('textbox', { name: t.price });
    expect(price).toHaveAccessibleDescription(m.ticketPriceRequired);
    expect(price).toHaveFocus();
    await userEvent.type(price, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: t.moveToSellSubmit }));
    expect(price).toHaveAccessibleDescription(m.priceInvalid);
    await userEvent.clear(price);
    await userEvent.type(price, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: t.moveToSellSubmit }));
    expect(await screen.findByText(notices.ticketUpdated)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('Ticket in OWNED')).getByText('IN SELL LISTING')).toBeInTheDocument(),
    );
  });
});

describe('MyTickets, coming back', () => {
  it('reads the first page again when it comes back (a ticket added meanwhile shows at the top)', async () => {
    const { api, rerender } = renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
    });
    await card('Ticket in SELL');
    rerender(<p>elsewhere</p>);
    api.db.tickets.unshift({ ...api.db.tickets[0]!, product_id: 999, listing_name: 'Added meanwhile' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    rerender(<MyTickets />);
    expect(await card('Added meanwhile')).toBeInTheDocument();
  });
});
