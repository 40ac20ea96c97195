import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { emptyTexts } from '../browseTexts.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { VenueList } from './VenueList.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('VenueList', () => {
  it('lists venues by display_order ascending, each linking to /momentHistory?venue={id}', async () => {
    const { container } = renderWithApi(server, <VenueList />, {
      arrange: ({ db }) => void db.venues.reverse(),
    });
    const wembley = await screen.findByRole('link', { name: 'Wembley Stadium, London' });
    expect(wembley).toHaveAttribute('href', '/momentHistory?venue=2');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Progressive Field, Cleveland',
      'Wembley Stadium, London',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("stops the spinner and shows 'No Venue found' when the venues fail to load (section 8)", async () => {
    renderWithApi(server, <VenueList />, {
      overrides: [
        http.get(`${TEST_API}/venues.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText(emptyTexts.noVenue)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows 'No Venue found' when there are none", async () => {
    renderWithApi(server, <VenueList />, { arrange: ({ db }) => void (db.venues = []) });
    expect(await screen.findByText(emptyTexts.noVenue)).toBeInTheDocument();
  });
});
