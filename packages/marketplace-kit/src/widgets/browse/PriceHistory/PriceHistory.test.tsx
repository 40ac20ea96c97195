import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPriceHistoryDay, FIXTURE_NOW, setMockPriceHistory, usd } from '#mocks/index.ts';
import { axeViolations } from '#testing/axe.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { priceHistorySummary } from './priceHistoryData.ts';
import { priceHistoryTexts as t } from './priceHistoryTexts.ts';
import { PriceHistory } from './PriceHistory.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const now = () => Date.parse(FIXTURE_NOW);
const today = FIXTURE_NOW.slice(0, 10);

const week = [
  buildPriceHistoryDay('2026-11-16', { lowest: 520, median: 610, listings: 5, soldMedian: 560, sold: 2 }),
  buildPriceHistoryDay('2026-11-17', { lowest: 505, median: 600, listings: 4 }),
  buildPriceHistoryDay('2026-11-18'),
  buildPriceHistoryDay('2026-11-19', { soldMedian: 540, sold: 1 }),
  buildPriceHistoryDay('2026-11-20', { lowest: 470, median: 560, listings: 3 }),
  buildPriceHistoryDay('2026-11-21', { lowest: 455, median: 530, listings: 3, soldMedian: 480, sold: 1 }),
  buildPriceHistoryDay('2026-11-22', { lowest: 450, median: 500, listings: 2 }),
];

describe('PriceHistory', () => {
  it("says how the event's lowest asking price moved, how many listings there are today and what sold, and draws the chart; passes axe", async () => {
    const { container } = renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => setMockPriceHistory(db, 1, week),
    });
    const section = await screen.findByRole('region', { name: t.heading });
    expect(
      await within(section).findByText(
        'Lowest asking price fell from $520.00 on Nov 16 to $450.00 on Nov 22; 2 listings today. 4 tickets sold in these 7 days, the last at a median of $480.00 on Nov 21.',
      ),
    ).toBeInTheDocument();
    // The plot (loaded on first use) draws both asking-price lines, broken by the day without tickets, and a dot per
    // day with sales; it is hidden from assistive technology, which reads the summary and the table.
    await waitFor(() => expect(section.querySelector('[data-series="lowest"]')).not.toBeNull());
    const svg = section.querySelector('[data-series="lowest"]')!.closest('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('[data-series="lowest"]')!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(svg.querySelectorAll('[data-series="sold"]')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("opens and closes a data table with a row per day, '–' where a day had no price, from the keyboard", async () => {
    const { container } = renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => setMockPriceHistory(db, 1, week),
    });
    const toggle = await screen.findByRole('button', { name: t.showTable });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: t.tableCaption('2016 World Series, Game 7') });
    expect(screen.getByRole('button', { name: t.hideTable })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: t.hideTable })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: t.tableCaption('2016 World Series, Game 7') }).id,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([t.day, t.lowest, t.median, t.listings, t.sold, t.soldCount]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Nov 16');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$520.00', '$610.00', '5', '$560.00', '2']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t.none, t.none, '0', t.none, '0']);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: t.showTable })).toHaveFocus();
  });

  it("draws the mock's month for an event with listings: today's figures from the listings on sale", async () => {
    renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => {
        const base = db.tickets[0]!;
        db.tickets = [380, 450, 520].map((price, index) => ({
          ...base,
          product_id: 700 + index,
          status: 'SELL' as const,
          cost: usd(price),
        }));
      },
    });
    expect(
      await screen.findByText(
        /^Lowest asking price fell from \$\d+\.\d\d on Oct 24 to \$380\.00 on Nov 22; 3 listings today\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.showTable }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$380.00', '$450.00', '3', t.none, '0']);
  });

  it('says there is no history yet for an event nobody listed a ticket for, and for an id that cannot be an event', async () => {
    const { unmount } = renderWithApi(server, <PriceHistory eventId={1} />, {
      arrange: ({ db }) => void (db.tickets = db.tickets.filter((ticket) => ticket.event.event_id !== 1)),
    });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.showTable })).toBeNull();
    unmount();
    renderWithApi(server, <PriceHistory eventId="abc" />);
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });

  it('says what to do when the history fails to load, and loads it again with Try again', async () => {
    renderWithApi(server, <PriceHistory eventId={1} today={today} />, {
      seed: { now },
      arrange: ({ db }) => setMockPriceHistory(db, 1, week),
      // The first read fails; the next reaches the mock.
      overrides: [
        http.get(
          `${TEST_API}/search/price_history.php`,
          () =>
            HttpResponse.json(
              { error: { code: 'INTERNAL', message: 'The server failed.' } },
              { status: 500 },
            ),
          {
            once: true,
          },
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    await userEvent.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(await screen.findByText(/^Lowest asking price fell from \$520\.00 on Nov 16/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('priceHistorySummary', () => {
  it.each([
    [
      'fell',
      [
        buildPriceHistoryDay('2026-11-20', { lowest: 100, listings: 2 }),
        buildPriceHistoryDay('2026-11-22', { lowest: 80, listings: 1 }),
      ],
      'Lowest asking price fell from $100.00 on Nov 20 to $80.00 on Nov 22; 1 listing today. None sold in this period.',
    ],
    [
      'rose',
      [
        buildPriceHistoryDay('2026-11-20', { lowest: 80, listings: 2 }),
        buildPriceHistoryDay('2026-11-22', { lowest: 100, listings: 3 }),
      ],
      'Lowest asking price rose from $80.00 on Nov 20 to $100.00 on Nov 22; 3 listings today. None sold in this period.',
    ],
    [
      'held',
      [
        buildPriceHistoryDay('2026-11-20', { lowest: 90, listings: 2 }),
        buildPriceHistoryDay('2026-11-22', { lowest: 90, listings: 2 }),
      ],
      'Lowest asking price held at $90.00 from Nov 20 to Nov 22; 2 listings today. None sold in this period.',
    ],
    [
      'one day',
      [buildPriceHistoryDay('2026-11-22', { lowest: 90, listings: 1 })],
      'Lowest asking price was $90.00 on Nov 22; 1 listing today. None sold in this period.',
    ],
    [
      'sold out today',
      [
        buildPriceHistoryDay('2026-11-21', { lowest: 90, listings: 1 }),
        buildPriceHistoryDay('2026-11-22', { soldMedian: 95, sold: 1 }),
      ],
      'Lowest asking price was $90.00 on Nov 21; no listings today. 1 ticket sold in these 2 days, the last at a median of $95.00 on Nov 22.',
    ],
    [
      'ending before today',
      [buildPriceHistoryDay('2026-11-19', { lowest: 90, listings: 4 })],
      'Lowest asking price was $90.00 on Nov 19; 4 listings on Nov 19. None sold in this period.',
    ],
  ])('%s', (_name, days, expected) => {
    expect(priceHistorySummary(days, '2026-11-22')).toBe(expected);
  });
});
