import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildEvent, buildTicket } from '#mocks/index.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import { renderWithApi } from '../../shared/testSetup.tsx';
import { EventBrowser } from './EventBrowser.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('EventBrowser', () => {
  it("shows event cards linking to /tickets?event={id}, then 'No more events found'", async () => {
    const { container } = renderWithApi(server, <EventBrowser query={{}} />);
    expect(await screen.findByRole('link', { name: 'Live Aid' })).toHaveAttribute('href', '/tickets?event=2');
    expect(screen.getByRole('link', { name: '2016 World Series, Game 7' })).toHaveAttribute(
      'href',
      '/tickets?event=1',
    );
    expect(screen.getByText(emptyTexts.noMoreEvents)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('requests only events that have tickets', async () => {
    renderWithApi(server, <EventBrowser query={{}} />, {
      arrange: ({ db }) =>
        void db.events.push(buildEvent({ event_id: 7, id: 7, name: 'A moment with no tickets' })),
    });
    await screen.findByRole('link', { name: 'Live Aid' });
    expect(screen.queryByRole('link', { name: 'A moment with no tickets' })).not.toBeInTheDocument();
  });

  it('Apply writes the filters into the query string; Clear resets them', async () => {
    const onQueryChange = vi.fn();
    renderWithApi(server, <EventBrowser query={{ venue: '2' }} onQueryChange={onQueryChange} />);
    await screen.findByRole('link', { name: 'Live Aid' });
    // The filter form's code loads after the list's (its own chunk): wait for it as a user would.
    await userEvent.type(
      await screen.findByRole('searchbox', { name: browseTexts.name }, { timeout: 10_000 }),
      'live',
    );
    await userEvent.click(screen.getByRole('button', { name: browseTexts.apply }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ venue: '2', name: 'live' }, undefined);
    await userEvent.click(screen.getByRole('button', { name: browseTexts.clear }));
    expect(onQueryChange).toHaveBeenLastCalledWith({}, undefined);
  });

  it('filters by the query string and shows it in the form after a history change', async () => {
    const { rerender } = renderWithApi(server, <EventBrowser query={{ name: 'live' }} />);
    expect(await screen.findByRole('link', { name: 'Live Aid' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2016 World Series, Game 7' })).not.toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: browseTexts.name }, { timeout: 10_000 })).toHaveValue(
      'live',
    );
    act(() => {
      rerender(<EventBrowser query={{ name: 'series' }} />);
    });
    expect(screen.getByRole('searchbox', { name: browseTexts.name })).toHaveValue('series');
    expect(await screen.findByRole('link', { name: '2016 World Series, Game 7' })).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    renderWithApi(server, <EventBrowser />, {
      arrange: ({ db }) => {
        db.events = Array.from({ length: 22 }, (_, index) =>
          buildEvent({ event_id: 100 + index, id: 100 + index, name: `Moment ${index + 1}` }),
        );
        db.tickets = db.events.map((event, index) => buildTicket({ product_id: 500 + index, event }));
      },
    });
    await screen.findByRole('link', { name: 'Moment 20' });
    await userEvent.click(screen.getByRole('button', { name: browseTexts.loadMore }));
    expect(await screen.findByRole('link', { name: 'Moment 22' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(emptyTexts.noMoreEvents)).toBeInTheDocument());
  });

  it("says 'No Event Found' when nothing matches", async () => {
    renderWithApi(server, <EventBrowser query={{ name: 'zzz' }} />);
    expect(await screen.findByText(emptyTexts.noEvent)).toBeInTheDocument();
  });
});
