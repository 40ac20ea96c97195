import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildGenre } from '#mocks/index.ts';
import { emptyTexts } from '../browseTexts.ts';
import { renderWithApi, TEST_API } from '../../shared/testSetup.tsx';
import { GenreList } from './GenreList.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GenreList', () => {
  it('lists genres by display_order with sub-genres linking to /tickets?sub_genre={id}', async () => {
    const { api, container } = renderWithApi(server, <GenreList />);
    expect(api.db.genres.length).toBeGreaterThan(1);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Sports', 'Music']);
    const music = screen.getByRole('region', { name: 'Music' });
    expect(within(music).getByRole('link', { name: 'Rock' })).toHaveAttribute('href', '/tickets?sub_genre=3');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sorts by display_order even when the server answers in another order', async () => {
    const last = buildGenre({
      genre_id: 9,
      genre_name: 'z',
      display_name: 'Last',
      display_order: 9,
      sub_genre: [],
    });
    const first = buildGenre({
      genre_id: 8,
      genre_name: 'a',
      display_name: 'First',
      display_order: 1,
      sub_genre: [],
    });
    renderWithApi(server, <GenreList />, {
      overrides: [
        http.get(`${TEST_API}/genre.php`, () => HttpResponse.json({ data: { items: [last, first] } })),
      ],
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['First', 'Last']);
  });

  it("shows 'No Genre found' when there are none", async () => {
    renderWithApi(server, <GenreList />, { arrange: ({ db }) => void (db.genres = []) });
    expect(await screen.findByText(emptyTexts.noGenre)).toBeInTheDocument();
  });
});
