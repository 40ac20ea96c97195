import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildTicket } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { productFiltersOf, TicketSearch } from './TicketSearch.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('productFiltersOf', () => {
  it('reads all 13 query parameters and drops malformed ones', () => {
    expect(
      productFiltersOf({
        q: 'cubs',
        date: '2016-11-03',
        sub_genre: '1',
        event: '2',
        venue: '3',
        team: '4',
        artist: '5',
        section: '112',
        row: 'F',
        face_price: '95',
        seat: '7',
        price: '500',
        seller: '2',
      }),
    ).toEqual({
      q: 'cubs',
      date: '2016-11-03',
      sub_genre: 1,
      event: 2,
      venue: 3,
      team: 4,
      artist: 5,
      section: '112',
      row: 'F',
      face_price: 95,
      seat: '7',
      price: 500,
      seller: 2,
    });
    expect(productFiltersOf({ date: 'yesterday', event: 'abc', price: '-1' })).toMatchObject({
      date: undefined,
      event: undefined,
      price: undefined,
    });
  });
});

describe('TicketSearch', () => {
  it("lists tickets with their price or 'Not for sale', opening the detail in a new tab", async () => {
    const { container } = renderWithApi(server, <TicketSearch query={{}} onQueryChange={vi.fn()} />);
    const link = await screen.findByRole('link', { name: /Live Aid wristband and ticket/ });
    expect(link).toHaveAttribute('href', '/tickets/102');
    expect(link).toHaveAttribute('target', '_blank');
    const notForSale = screen.getByRole('link', { name: /Game 7 program, signed/ }).closest('article');
    expect(within(notForSale as HTMLElement).getByText(browseTexts.notForSale)).toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noMoreTickets)).toBeInTheDocument();
    // The filter form loads as its own chunk; axe checks it too.
    await screen.findByRole('button', { name: browseTexts.apply }, { timeout: 10_000 });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the query parameters to the server', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/products.php')) seen.push(url.searchParams);
    });
    renderWithApi(server, <TicketSearch query={{ q: 'live', row: 'F', price: '900', seller: '2' }} />);
    await screen.findByText(emptyTexts.noTickets);
    server.events.removeAllListeners();
    // This search's request (a list of an earlier test may still be revalidating).
    const params = seen.find((search) => search.get('q') === 'live');
    expect(params?.get('q')).toBe('live');
    expect(params?.get('row')).toBe('F');
    expect(params?.get('price')).toBe('900');
    expect(params?.get('seller')).toBe('2');
  });

  it('Apply writes the filter fields into the query string, keeping the search words', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(server, <TicketSearch query={{ q: 'game' }} onQueryChange={onQueryChange} />);
    await screen.findByRole('link', { name: /Game 7 ticket stub/ });
    await userEvent.type(
      await screen.findByRole('textbox', { name: browseTexts.section }, { timeout: 10_000 }),
      '112',
    );
    await userEvent.type(screen.getByRole('textbox', { name: browseTexts.seat }), '7');
    await userEvent.click(screen.getByRole('button', { name: browseTexts.apply }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ q: 'game', section: '112', seat: '7' }, undefined);
  });

  it('Clear removes the filter fields but keeps the search words and the seller', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(
      server,
      <TicketSearch query={{ q: 'game', seller: '2', row: 'F' }} onQueryChange={onQueryChange} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: browseTexts.clear }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ q: 'game', seller: '2' }, undefined);
  });

  it('shows the filters of the URL again after back/forward (a new query)', async () => {
    const { rerender } = renderWithApi(server, <TicketSearch query={{ row: 'F' }} />);
    expect(await screen.findByRole('textbox', { name: browseTexts.row }, { timeout: 10_000 })).toHaveValue(
      'F',
    );
    // The same provider tree with another query, as the router renders it after a history change.
    act(() => {
      rerender(<TicketSearch query={{ row: 'G' }} />);
    });
    expect(screen.getByRole('textbox', { name: browseTexts.row })).toHaveValue('G');
  });

  it('keeps what the user typed into one field while another search arrives', async () => {
    const { rerender } = renderWithApi(server, <TicketSearch query={{ row: 'F' }} />);
    const section = await screen.findByRole('textbox', { name: browseTexts.section }, { timeout: 10_000 });
    await userEvent.type(section, '112');
    // The search applied a moment ago arrives (its navigation finished) while the user is typing the next field.
    act(() => {
      rerender(<TicketSearch query={{ row: 'G' }} />);
    });
    expect(screen.getByRole('textbox', { name: browseTexts.row })).toHaveValue('G');
    expect(screen.getByRole('textbox', { name: browseTexts.section })).toHaveValue('112');
    expect(screen.getByRole('textbox', { name: browseTexts.section })).toBe(section);
  });

  it('shows the event header with ?event= and the seller panel with ?seller=', async () => {
    renderWithApi(server, <TicketSearch query={{ event: '1', seller: '2' }} />);
    expect(await screen.findByRole('heading', { name: '2016 World Series, Game 7' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: browseTexts.sellerPanelHeading });
    expect(within(panel).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('switches between grid and list layouts', async () => {
    renderWithApi(server, <TicketSearch />);
    await screen.findByRole('link', { name: /Live Aid wristband/ });
    // The layout toggle is code of its own, loaded after the first results (it may come a moment after them).
    expect(await screen.findByRole('radio', { name: browseTexts.grid })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: browseTexts.list }));
    expect(screen.getByRole('radio', { name: browseTexts.list })).toBeChecked();
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
  });

  it("loads further pages, then says 'No more tickets found'", async () => {
    renderWithApi(server, <TicketSearch />, {
      arrange: ({ db }) =>
        void (db.tickets = Array.from({ length: 25 }, (_, index) =>
          buildTicket({ product_id: 3000 + index, listing_name: `Stub ${index + 1}` }),
        )),
    });
    await screen.findByRole('link', { name: /Stub 20\b/ });
    expect(screen.queryByRole('link', { name: /Stub 21\b/ })).not.toBeInTheDocument();
    expect(screen.queryByText(emptyTexts.noMoreTickets)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: browseTexts.loadMore }));
    expect(await screen.findByRole('link', { name: /Stub 25\b/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(emptyTexts.noMoreTickets)).toBeInTheDocument());
  });

  it("says 'No Tickets Found' when nothing matches", async () => {
    renderWithApi(server, <TicketSearch query={{ q: 'nothing like this' }} />);
    expect(await screen.findByText(emptyTexts.noTickets)).toBeInTheDocument();
  });

  it("shows 'Oops.. Something went wrong' when the search fails", async () => {
    renderWithApi(server, <TicketSearch />, {
      overrides: [
        http.get(`${TEST_API}/products.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.somethingWentWrong);
  });
});
