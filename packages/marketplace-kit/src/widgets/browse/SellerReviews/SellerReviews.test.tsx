import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSellerReviews, buildReviewItem } from '#mocks/index.ts';
import { listTexts } from '../../shared/listTexts.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { emptyTexts, errorTexts } from '../browseTexts.ts';
import { sellerReputationTexts } from '../SellerPanel/sellerReputationTexts.ts';
import { SellerReviews } from './SellerReviews.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('SellerReviews', () => {
  it("shows the seller's name, averages and count, then what buyers wrote, newest first, and not the seller's ratings of buyers", async () => {
    renderWithApi(server, <SellerReviews sellerId={2} />, {
      arrange: ({ db }) => {
        db.reviews = [
          ...buildSellerReviews(
            2,
            [
              [5, 5, 5],
              [3, 4, 5],
              [4, 3, 5],
            ],
            ['Newest review.', 'Older review.', 'Oldest review.'],
          ),
          // Grace rating her buyer: about user 1, not about her.
          { ...buildReviewItem({ id: 99, type: 'SELLER', content: 'A quick payer.' }), about_user_id: 1 },
        ];
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reviews of Grace Hopper' }),
    ).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: sellerReputationTexts.sellerRating });
    expect(within(rating).getByRole('img', { name: 'Communication 4.0 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByText('3 reviews')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: sellerReputationTexts.sellerReviewsList });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.textContent),
    ).toEqual([
      expect.stringContaining('Newest review.'),
      expect.stringContaining('Older review.'),
      expect.stringContaining('Oldest review.'),
    ]);
    expect(screen.queryByText('A quick payer.')).toBeNull();
    expect(await screen.findByText(emptyTexts.noMoreReviews)).toBeInTheDocument();
  });

  it('loads the next page with Load more (the scroll sentinel calls the same), then says there are no more', async () => {
    const stars = Array.from(
      { length: 23 },
      (_, index) => [1 + (index % 5), 4, 4] as [number, number, number],
    );
    renderWithApi(server, <SellerReviews sellerId={2} />, {
      arrange: ({ db }) => void (db.reviews = buildSellerReviews(2, stars)),
    });
    const list = await screen.findByRole('list', { name: sellerReputationTexts.sellerReviewsList });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: listTexts.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(23));
    expect(await screen.findByText(emptyTexts.noMoreReviews)).toBeInTheDocument();
  });

  it("says 'No ratings found' and 'New seller' for a seller nobody rated, and the same at once for an id that cannot be a seller", async () => {
    const { unmount } = renderWithApi(server, <SellerReviews sellerId={2} />);
    expect(await screen.findByText(emptyTexts.noRatings)).toBeInTheDocument();
    expect(await screen.findByText(sellerReputationTexts.newSeller)).toBeInTheDocument();
    unmount();
    renderWithApi(server, <SellerReviews sellerId="abc" />);
    expect(
      screen.getByRole('heading', { level: 1, name: sellerReputationTexts.sellerReviewsFallbackHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noRatings)).toBeInTheDocument();
  });

  it('says something went wrong when the reviews fail to load', async () => {
    renderWithApi(server, <SellerReviews sellerId={2} />, {
      overrides: [
        http.get(`${TEST_API}/ratings.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'The server failed.' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrong)).toBeInTheDocument();
  });
});
