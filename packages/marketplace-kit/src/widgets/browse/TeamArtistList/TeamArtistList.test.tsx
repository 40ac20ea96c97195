import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import { renderWithApi } from '../../shared/testSetup.tsx';
import { TeamArtistList } from './TeamArtistList.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('TeamArtistList', () => {
  it('shows teams and artists in two columns with links to their tickets', async () => {
    const { container } = renderWithApi(server, <TeamArtistList />);
    const teams = screen.getByRole('region', { name: browseTexts.teamsHeading });
    const artists = screen.getByRole('region', { name: browseTexts.artistsHeading });
    expect(await within(teams).findByRole('link', { name: 'Chicago Cubs' })).toHaveAttribute(
      'href',
      '/tickets?team=1',
    );
    expect(await within(artists).findByRole('link', { name: 'Queen' })).toHaveAttribute(
      'href',
      '/tickets?artist=1',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by name, case-insensitive contains, writing the name into the query (replace)', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(server, <TeamArtistList onQueryChange={onQueryChange} />);
    await screen.findByRole('link', { name: 'Chicago Cubs' });
    // The filter row's code loads after the list's (its own chunk): wait for it as a user would.
    await userEvent.type(
      await screen.findByRole('searchbox', { name: browseTexts.name }, { timeout: 10_000 }),
      'cLeV',
    );
    expect(screen.queryByRole('link', { name: 'Chicago Cubs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cleveland Indians' })).toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noArtists)).toBeInTheDocument();
    expect(onQueryChange).toHaveBeenLastCalledWith({ name: 'cLeV' }, { replace: true });
  });

  it('filters by genre from the query string', async () => {
    renderWithApi(server, <TeamArtistList query={{ genre: '2' }} />);
    expect(await screen.findByRole('link', { name: 'Queen' })).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noTeams)).toBeInTheDocument();
  });

  it('choosing a genre clears the sub genre', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(server, <TeamArtistList query={{ sub_genre: '1' }} onQueryChange={onQueryChange} />);
    await screen.findByRole('link', { name: 'Chicago Cubs' });
    await userEvent.click(screen.getByRole('button', { name: `${browseTexts.any} ${browseTexts.genre}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'Music' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ genre: '2' }, { replace: false });
  });

  it("says 'No Teams found' and 'No Artists found' when both lists are empty", async () => {
    renderWithApi(server, <TeamArtistList />, {
      arrange: ({ db }) => void ((db.teams = []), (db.artists = [])),
    });
    expect(await screen.findByText(emptyTexts.noTeams)).toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noArtists)).toBeInTheDocument();
  });
});
