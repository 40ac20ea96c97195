import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSellerReviews } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { browseTexts, errorTexts } from '../browseTexts.ts';
import { sellerReputationTexts } from './sellerReputationTexts.ts';
import { SellerPanel } from './SellerPanel.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SELLER = { id: 2, name: 'Grace Hopper' };
const reviewsOf = (stars: Array<[number, number, number]>) => (api: { db: { reviews: unknown[] } }) => {
  api.db.reviews = buildSellerReviews(SELLER.id, stars);
};
const handlers = () => ({
  onRequireLogin: vi.fn(),
  onMessage: vi.fn(),
  onReport: vi.fn(),
  onMakeOffer: vi.fn(),
});

describe('SellerPanel', () => {
  it('shows a signed-in buyer the averages, the review count linking to the reviews, and the three actions', async () => {
    const props = handlers();
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} {...props} />, {
      arrange: reviewsOf([
        [5, 4, 5],
        [4, 4, 4],
        [4, 5, 4],
      ]),
    });
    const rating = await screen.findByRole('group', { name: sellerReputationTexts.sellerRating });
    // communication 13/3, description 13/3, shipping 13/3
    for (const label of ['Communication', 'Description', 'Shipping']) {
      expect(within(rating).getByRole('img', { name: `${label} 4.3 out of 5` })).toBeInTheDocument();
    }
    expect(within(rating).getByRole('link', { name: '3 reviews' })).toHaveAttribute(
      'href',
      '/sellers/2/reviews',
    );
    await userEvent.click(screen.getByRole('button', { name: browseTexts.messageSeller }));
    await userEvent.click(screen.getByRole('button', { name: browseTexts.reportSeller }));
    await userEvent.click(screen.getByRole('button', { name: browseTexts.makeOffer }));
    expect(
      [props.onMessage, props.onReport, props.onMakeOffer].map((handler) => handler.mock.calls.length),
    ).toEqual([1, 1, 1]);
    expect(props.onRequireLogin).not.toHaveBeenCalled();
  });

  it("says 'New seller' below three ratings, without averages", async () => {
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} {...handlers()} />, {
      arrange: reviewsOf([[5, 5, 5]]),
    });
    expect(await screen.findByText(sellerReputationTexts.newSeller)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 review' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'New seller' with no link when nobody has rated the seller yet", async () => {
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} {...handlers()} />);
    expect(await screen.findByText(sellerReputationTexts.newSeller)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: sellerReputationTexts.sellerRating })).queryByRole('link'),
    ).toBeNull();
  });

  it('asks a visitor to log in from every action, and never calls the actions themselves', async () => {
    const props = handlers();
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={null} {...props} />);
    for (const name of [browseTexts.messageSeller, browseTexts.reportSeller, browseTexts.makeOffer]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(props.onRequireLogin).toHaveBeenCalledTimes(3);
    expect(
      [props.onMessage, props.onReport, props.onMakeOffer].every(
        (handler) => handler.mock.calls.length === 0,
      ),
    ).toBe(true);
  });

  it('shows the seller themself no actions, and a signed-in viewer only the actions given', async () => {
    const { unmount } = renderWithApi(
      server,
      <SellerPanel seller={SELLER} viewerId={SELLER.id} {...handlers()} />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    unmount();
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} onMessage={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      browseTexts.messageSeller,
    ]);
  });

  it('says when the reputation cannot be loaded, and keeps the actions', async () => {
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} {...handlers()} />, {
      overrides: [
        http.get(`${TEST_API}/ratings.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'The server failed.' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: browseTexts.makeOffer })).toBeEnabled();
  });

  it("holds the reputation's place while it loads, with the name and the actions already there", async () => {
    renderWithApi(server, <SellerPanel seller={SELLER} viewerId={1} {...handlers()} />, {
      overrides: [
        http.get(`${TEST_API}/ratings.php`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    });
    expect(
      await screen.findByRole('progressbar', { name: sellerReputationTexts.loadingSellerRating }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: SELLER.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: browseTexts.messageSeller })).toBeEnabled();
  });
});
