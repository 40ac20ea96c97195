// An event's price history and a seller's reputation in German (`locale="de" messages={de}`); English without.
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPriceHistoryDay, buildSellerReviews, FIXTURE_NOW, setMockPriceHistory } from '#mocks/index.ts';
import { de } from '../../locale/de.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { PriceHistory } from './PriceHistory/PriceHistory.tsx';
import { SellerReviews } from './SellerReviews/SellerReviews.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const now = () => Date.parse(FIXTURE_NOW);
const today = FIXTURE_NOW.slice(0, 10);
const days = [
  buildPriceHistoryDay('2026-11-16', { lowest: 520, median: 610, listings: 5, soldMedian: 560, sold: 2 }),
  buildPriceHistoryDay('2026-11-22', { lowest: 450, median: 500, listings: 2 }),
];

describe('browsing’s price history and seller reputation in German', () => {
  it('the price history: its heading, the summary in German with dollar amounts as de-DE writes them, the table toggle', async () => {
    renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => setMockPriceHistory(db, 1, days),
      locale: 'de',
      messages: de,
    });
    const section = await screen.findByRole('region', { name: 'Preisverlauf' });
    expect(
      await within(section).findByText(
        'Der niedrigste Angebotspreis fiel von 520,00 $ am 16. Nov. auf 450,00 $ am 22. Nov.; 2 Angebote heute. 2 Tickets in diesen 2 Tagen verkauft, das letzte am 16. Nov. zu einem Median von 560,00 $.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Datentabelle anzeigen' })).toBeInTheDocument();
  });

  it('the price history in English without the dictionary', async () => {
    renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => setMockPriceHistory(db, 1, days),
    });
    const section = await screen.findByRole('region', { name: 'Price history' });
    expect(
      await within(section).findByText(/^Lowest asking price fell from \$520\.00 on Nov 16/),
    ).toBeInTheDocument();
  });

  it('a seller’s reviews: the heading, the rating parts and the count', async () => {
    renderWithApi(server, <SellerReviews sellerId={2} />, {
      arrange: ({ db }) =>
        void (db.reviews = buildSellerReviews(
          2,
          [
            [5, 5, 5],
            [3, 4, 5],
            [4, 3, 5],
          ],
          ['Great.', 'Fine.', 'Good.'],
        )),
      locale: 'de',
      messages: de,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rezensionen über Grace Hopper' }),
    ).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'Verkäuferbewertung' });
    expect(within(rating).getByRole('img', { name: /^Kommunikation [\d.,]+ von 5$/ })).toBeInTheDocument();
    expect(within(rating).getByText('3 Rezensionen')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Rezensionen' })).toBeInTheDocument();
  });
});
