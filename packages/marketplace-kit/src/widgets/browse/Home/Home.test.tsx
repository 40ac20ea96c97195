import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { emptyTexts } from '#texts.ts';
import { buildTicket, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell, SHELL_TEST_API } from '../../shell/AppShell/shellTesting.tsx';
import { shellTexts as t } from '../../shell/AppShell/texts.ts';
import { FeaturedTicketsView } from './FeaturedTicketsView.tsx';
import { Home } from './Home.tsx';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // The carousel is loaded lazily; load its module once so the tests do not wait for the transform.
  await import('./FeaturedCarousel.tsx');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failing = (path: string) =>
  http.get(`${SHELL_TEST_API}${path}`, () =>
    HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
  );

describe('Home', () => {
  it('shows the banner, featured tickets and the popular lists with their links, without axe violations', async () => {
    const { container } = renderShell(server, <Home />, {
      arrange: (api) => {
        api.db.tickets = [buildTicket({ product_id: 7, listing_name: 'Featured stub' })];
        api.db.popularSearches = [{ keyword: 'world series' }];
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: t.bannerTitle })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: t.featuredTickets }, { timeout: 5000 });
    expect(within(featured).getByRole('link', { name: /Featured stub/ })).toHaveAttribute(
      'href',
      '/tickets/7',
    );
    expect(within(featured).getByRole('link', { name: /Featured stub/ })).toHaveAttribute('target', '_blank');
    expect(within(featured).getByRole('group', { name: 'Ticket 1 of 1' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'world series' })).toHaveAttribute(
      'href',
      '/tickets?q=world%20series',
    );
    const events = screen.getByRole('region', { name: t.popularEvents });
    expect(within(events).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tickets\?event=\d+$/),
    );
    const teams = screen.getByRole('region', { name: t.popularTeamsArtists });
    const teamLinks = within(teams)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(teamLinks.some((href) => /^\/tickets\?team=\d+$/.test(href ?? ''))).toBe(true);
    expect(teamLinks.some((href) => /^\/tickets\?artist=\d+$/.test(href ?? ''))).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Not for sale' for a featured ticket whose isSale is '0'", async () => {
    render(<FeaturedTicketsView tickets={[buildTicket({ product_id: 9, isSale: '0', cost: null })]} />);
    expect(await screen.findByText(t.notForSale)).toBeInTheDocument();
  });

  it('shows the empty texts when there is nothing to show', async () => {
    renderShell(server, <Home />, {
      seed: { empty: true },
      arrange: (api) => {
        api.db.popularSearches = [];
        api.db.teams = [];
        api.db.artists = [];
      },
    });
    expect(await screen.findByText(emptyTexts.noTicketsHome)).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noSearches)).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noEvents)).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noTeamArtists)).toBeInTheDocument();
  });

  it('stops the spinners and leaves the lists empty when the loads fail', async () => {
    renderShell(server, <Home />, {
      overrides: () => [failing('/products.php'), failing('/popular.php')],
    });
    expect(await screen.findByText(emptyTexts.noTicketsHome)).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noSearches)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("offers 'Sign Up Now' to visitors, opening the register dialog", async () => {
    renderShell(server, <Home />);
    await userEvent.click(screen.getByRole('button', { name: t.signUpNow }));
    expect(await screen.findByRole('dialog', { name: t.registerTitle })).toBeInTheDocument();
  });

  it("hides 'Sell with us' from logged-in users", () => {
    renderShell(server, <Home />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(screen.queryByRole('button', { name: t.signUpNow })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.sellWithUs })).not.toBeInTheDocument();
  });
});
