import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_SELLER_EMAIL, type MockApi } from '#mocks/index.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { buildOwnEvent, OWN_EVENT, seedOwnEvent } from '../ticketScenarios.ts';
import { referenceStatusTexts as t } from '../ticketTexts.ts';
import { ReferenceStatusNote } from './ReferenceStatusNote.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REASON = 'This gig never took place on that date.';

/** The admin approved Grace's venue. */
function withApprovedVenue(api: MockApi) {
  seedOwnEvent(api.db);
  api.db.venues = api.db.venues.map((venue) =>
    venue.venue_id === 30 ? { ...venue, status: 'APPROVED' } : venue,
  );
}

describe('ReferenceStatusNote', () => {
  it("shows the seller their rejected event with the operator's reason and their approved venue; passes axe", async () => {
    const event = { ...buildOwnEvent(), status: 'REJECTED' as const, rejection_reason: REASON };
    const { container } = renderWithApi(server, <ReferenceStatusNote event={event} userId={2} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: withApprovedVenue,
    });
    const list = screen.getByRole('list', { name: t.label });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [eventLine, venueLine] = within(list).getAllByRole('listitem');
    expect(eventLine).toHaveTextContent(
      `${t.event} ${OWN_EVENT.name}: ${t.status.REJECTED} ${t.reason(REASON)}`,
    );
    expect(venueLine).toHaveTextContent(`${t.venue} ${OWN_EVENT.venue}: ${t.status.APPROVED}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says an event and venue still wait for approval', async () => {
    renderWithApi(server, <ReferenceStatusNote event={buildOwnEvent()} userId={2} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: (api) => seedOwnEvent(api.db),
    });
    const list = screen.getByRole('list', { name: t.label });
    await waitFor(() => expect(within(list).getAllByText(t.status.INQUEUE)).toHaveLength(2));
  });
});
