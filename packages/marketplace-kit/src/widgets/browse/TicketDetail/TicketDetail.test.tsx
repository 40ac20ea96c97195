import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildImage, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '../browseTexts.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { TicketDetail } from './TicketDetail.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function field(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`no value after ${label}`);
  return definition;
}

describe('TicketDetail', () => {
  it('shows every field of the listing, the seller link and the price', async () => {
    const { container } = renderWithApi(server, <TicketDetail productId={101} />, {
      arrange: ({ db }) => {
        const ticket = db.tickets[0];
        if (ticket) {
          ticket.video_link = 'https://video.example/game7';
          ticket.images = [buildImage(1011, 'front'), buildImage(1012, 'back')];
        }
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game 7 ticket stub, section 112' }),
    ).toBeInTheDocument();
    expect(screen.getByText(browseTexts.ticketDetails)).toBeInTheDocument();
    expect(field(browseTexts.eventName)).toHaveTextContent('2016 World Series, Game 7');
    expect(field(browseTexts.significance)).toHaveTextContent(
      'The Cubs win their first championship in 108 years.',
    );
    expect(field(browseTexts.date)).toHaveTextContent('03/11/2016');
    expect(field(browseTexts.venue)).toHaveTextContent('Progressive Field, Cleveland');
    expect(field(browseTexts.teams)).toHaveTextContent('Chicago Cubs');
    expect(within(field(browseTexts.seller)).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/tickets?seller=2',
    );
    expect(field(browseTexts.ticketType)).toHaveTextContent('Ticket stub');
    expect(field(browseTexts.quality)).toHaveTextContent('Good');
    expect(field(browseTexts.grade)).toHaveTextContent('PSA 8');
    expect(field(browseTexts.section)).toHaveTextContent('112');
    expect(field(browseTexts.row)).toHaveTextContent('F');
    expect(field(browseTexts.seatNumber)).toHaveTextContent('7');
    expect(field(browseTexts.seatType)).toHaveTextContent('Reserved');
    expect(field(browseTexts.facePrice)).toHaveTextContent('$95.00');
    expect(
      screen.getByText('Original stub, light crease, kept in a sleeve since the game.'),
    ).toBeInTheDocument();
    expect(screen.getByText('$450.00')).toBeInTheDocument();
    expect(
      screen.getAllByRole('img', { name: /Game 7 ticket stub, section 112, view/ }).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('from the tablet width on, shows thumbnails that choose the image and a zoom dialog with the large size', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
      media: query,
    })) as typeof window.matchMedia;
    try {
      renderWithApi(server, <TicketDetail productId={101} />, {
        arrange: ({ db }) => {
          const ticket = db.tickets[0];
          if (ticket) ticket.images = [buildImage(1011, 'front'), buildImage(1012, 'back')];
        },
      });
      const second = await screen.findByRole('button', { name: browseTexts.showImage(2, 2) });
      expect(second).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(second);
      expect(second).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: browseTexts.zoomImage(2, 2) }));
      const dialog = await screen.findByRole('dialog', { name: 'Game 7 ticket stub, section 112' });
      expect(within(dialog).getByRole('img', { name: /view 2 of 2/ })).toHaveAttribute(
        'src',
        expect.stringContaining('back-1000'),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Focus goes back to the zoom button once the dialog has gone (react-aria restores it in the next frame).
      await waitFor(() =>
        expect(screen.getByRole('button', { name: browseTexts.zoomImage(2, 2) })).toHaveFocus(),
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('asks for a login instead of adding when logged out', async () => {
    const onRequireLogin = vi.fn();
    const { api } = renderWithApi(server, <TicketDetail productId={101} onRequireLogin={onRequireLogin} />);
    const button = await screen.findByRole('button', { name: browseTexts.addToCart });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(api.db.carts.size).toBe(0);
  });

  it('logged out, the seller actions ask for a login too', async () => {
    const onRequireLogin = vi.fn();
    renderWithApi(server, <TicketDetail productId={101} onRequireLogin={onRequireLogin} />);
    await userEvent.click(await screen.findByRole('button', { name: browseTexts.messageSeller }));
    await userEvent.click(screen.getByRole('button', { name: browseTexts.reportSeller }));
    await userEvent.click(screen.getByRole('button', { name: browseTexts.makeOffer }));
    expect(onRequireLogin).toHaveBeenCalledTimes(3);
  });

  it("adds to the cart, toasts 'Item Added to Cart' and goes to /mycart", async () => {
    const { navigate, api } = renderWithApi(server, <TicketDetail productId={101} />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    await userEvent.click(await screen.findByRole('button', { name: browseTexts.addToCart }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mycart'));
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
    expect(api.db.carts.get(buyer)?.map((item) => item.details[0]?.product_id)).toEqual([101]);
  });

  it('disables Add to Cart while the request runs', async () => {
    renderWithApi(server, <TicketDetail productId={101} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [
        http.put(`${TEST_API}/user/cart.php`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    });
    const button = await screen.findByRole('button', { name: browseTexts.addToCart });
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(browseTexts.addToCart) })).toBeDisabled(),
    );
  });

  it("disables Add to Cart on the seller's own ticket", async () => {
    renderWithApi(server, <TicketDetail productId={101} />, { signedInAs: MOCK_SELLER_EMAIL });
    expect(await screen.findByRole('button', { name: browseTexts.addToCart })).toBeDisabled();
    expect(screen.queryByRole('button', { name: browseTexts.messageSeller })).not.toBeInTheDocument();
  });

  it("shows 'Not for sale' and disables Add to Cart when isSale is '0'", async () => {
    renderWithApi(server, <TicketDetail productId={103} />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByText(browseTexts.notForSale)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: browseTexts.addToCart })).toBeDisabled();
  });

  it("shows 'No Tickets found' for an unknown ticket", async () => {
    renderWithApi(server, <TicketDetail productId={9999} />);
    expect(await screen.findByText(emptyTexts.noTicketsHome)).toBeInTheDocument();
  });

  it("shows 'Oops.. Something went wrong' when the ticket fails to load", async () => {
    renderWithApi(server, <TicketDetail productId={101} />, {
      overrides: [
        http.get(`${TEST_API}/products.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.somethingWentWrong);
  });
});
