import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { seedMyCollections } from '../ticketScenarios.ts';
import { ticketTexts as t, notices } from '../ticketTexts.ts';
import { MyCollectionDetail } from './MyCollectionDetail.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MyCollectionDetail', () => {
  it('lists the collection tickets with their details, a Back link, and removes one: Ticket removed, the list reloads', async () => {
    const { container, api } = renderWithApi(server, <MyCollectionDetail collectionId={41} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyCollections(db),
    });
    expect(
      await screen.findByRole('heading', { name: 'Cubs 2016 run' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const sell = within(await screen.findByRole('article', { name: 'Ticket in SELL' }));
    expect(sell.getByText('500')).toBeInTheDocument();
    expect(sell.getByText('2016 World Series, Game 7')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ticket in OWNED' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/account/mycollection');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(sell.getByRole('button', { name: `${t.remove} Ticket in SELL` }));
    expect(await screen.findByText(notices.ticketRemoved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ticket in SELL' })).toBeNull());
    expect(api.db.tickets.find((ticket) => ticket.product_id === 500)?.collection).toBeNull();
  });
});
