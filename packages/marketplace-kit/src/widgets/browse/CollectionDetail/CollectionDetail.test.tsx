import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import { renderWithApi } from '../../shared/testSetup.tsx';
import { CollectionDetail } from './CollectionDetail.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CollectionDetail', () => {
  it('lists the tickets of the collection under its name, with a Back link to /collections', async () => {
    const { container } = renderWithApi(server, <CollectionDetail collectionId="1" />, {
      arrange: ({ db }) => {
        // The first two tickets in the collection, instead of the demo's own.
        db.tickets.forEach(
          (ticket, index) =>
            (ticket.collection = index < 2 ? { collection_id: 1, collection_name: 'Cubs 2016 run' } : null),
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cubs 2016 run' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: browseTexts.back })).toHaveAttribute('href', '/collections');
    expect(screen.getByRole('link', { name: /Game 7 ticket stub/ })).toHaveAttribute('href', '/tickets/101');
    expect(screen.getByRole('link', { name: /Live Aid wristband/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Game 7 program/ })).not.toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noMoreTickets)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'No Tickets Found' for a collection without tickets", async () => {
    renderWithApi(server, <CollectionDetail collectionId={1} />, {
      arrange: ({ db }) => {
        for (const ticket of db.tickets) ticket.collection = null;
      },
    });
    expect(await screen.findByText(emptyTexts.noTickets)).toBeInTheDocument();
  });
});
