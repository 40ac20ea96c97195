import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_SELLER_EMAIL, mockErrorHandler, type MockApi } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { OWN_EVENT, seedOwnEvent } from '../ticketScenarios.ts';
import { ticketTexts as t, notices, validationTexts as m } from '../ticketTexts.ts';
import { TicketForm } from '../TicketForm/TicketForm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderEdit({
  arrange = seedOwnEvent,
  overrides = [],
}: { arrange?: (db: MockApi['db']) => void; overrides?: HttpHandler[] } = {}) {
  const view = renderWithApi(server, <TicketForm productId={OWN_EVENT.productId} onDone={vi.fn()} />, {
    signedInAs: MOCK_SELLER_EMAIL,
    arrange: ({ db }) => arrange(db),
    overrides,
  });
  await screen.findByRole('heading', { name: t.editTicketTitle }, { timeout: 5000 });
  return view;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: t.editEvent }));
  const dialog = await screen.findByRole('dialog', { name: t.editEventTitle }, { timeout: 5000 });
  // The form shows once the reference lists say which items are the user's own and queued.
  await within(dialog).findByRole('textbox', { name: new RegExp(`^${t.venueName}`) }, { timeout: 5000 });
  return dialog;
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('Edit event in the ticket form', () => {
  it('shows Edit event only for an event the signed-in user created that is not admin created', async () => {
    const own = await renderEdit();
    expect(screen.getByRole('button', { name: t.editEvent })).toBeVisible();
    own.unmount();

    const adminMade = await renderEdit({
      arrange: (db) => {
        seedOwnEvent(db);
        db.tickets = db.tickets.map((ticket) =>
          ticket.product_id === OWN_EVENT.productId
            ? { ...ticket, event: { ...ticket.event, is_admin_created: 1 } }
            : ticket,
        );
      },
    });
    expect(screen.queryByRole('button', { name: t.editEvent })).toBeNull();
    adminMade.unmount();

    // The seeded ticket's event is the marketplace's (admin created, no creator).
    await renderEdit({ arrange: () => undefined });
    expect(screen.queryByRole('button', { name: t.editEvent })).toBeNull();
  });

  it('hides Edit event when another event is chosen', async () => {
    await renderEdit();
    const combobox = screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) });
    await userEvent.clear(combobox);
    expect(screen.queryByRole('button', { name: t.editEvent })).toBeNull();
    await userEvent.type(combobox, 'World');
    await userEvent.click(
      await screen.findByRole('option', { name: /2016 World Series, Game 7/ }, { timeout: 3000 }),
    );
    expect(screen.queryByRole('button', { name: t.editEvent })).toBeNull();
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'Garage');
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(OWN_EVENT.name) }, { timeout: 3000 }),
    );
    expect(screen.getByRole('button', { name: t.editEvent })).toBeVisible();
  });

  it('offers the own queued venue and artist for renaming and shows the approved ones read-only', async () => {
    await renderEdit();
    const dialog = await openDialog();
    expect(field(dialog, t.eventName)).toHaveValue(OWN_EVENT.name);
    expect(field(dialog, t.venueName)).toHaveValue(OWN_EVENT.venue);
    expect(field(dialog, `${t.teamArtist} 2`)).toHaveValue(OWN_EVENT.artist);
    expect(within(dialog).queryByRole('textbox', { name: new RegExp(`^${t.teamArtist} 1`) })).toBeNull();
    const locked = within(dialog).getByRole('region', { name: t.lockedItems });
    expect(within(locked).getByText(t.lockedItem(t.teamArtist, OWN_EVENT.lockedArtist))).toBeInTheDocument();
    expect(within(locked).getByText(t.lockedItem(t.subGenre, OWN_EVENT.lockedSubGenre))).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('walks the New event rules, one message at a time, each on its focused field', async () => {
    await renderEdit();
    const dialog = await openDialog();
    const save = () => userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await retype(field(dialog, t.eventName), '');
    await save();
    expect(field(dialog, t.eventName)).toHaveAccessibleDescription(m.eventNameRequired);
    expect(field(dialog, t.eventName)).toHaveFocus();
    await userEvent.type(field(dialog, t.eventName), 'x');
    await retype(field(dialog, t.venueName), '');
    await save();
    expect(within(dialog).queryByText(m.eventNameRequired)).toBeNull();
    expect(field(dialog, t.venueName)).toHaveAccessibleDescription(
      expect.stringContaining(m.eventVenueRequired),
    );
    expect(field(dialog, t.venueName)).toHaveFocus();
    await userEvent.type(field(dialog, t.venueName), 'Garage');
    await retype(field(dialog, `${t.teamArtist} 2`), '');
    await save();
    expect(field(dialog, `${t.teamArtist} 2`)).toHaveAccessibleDescription(
      expect.stringContaining(m.teamArtistRequired),
    );
    expect(field(dialog, `${t.teamArtist} 2`)).toHaveFocus();
  });

  it("after a submit, a rename's message goes as soon as the name is typed again", async () => {
    await renderEdit();
    const dialog = await openDialog();
    await retype(field(dialog, t.venueName), '');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(field(dialog, t.venueName)).toHaveAccessibleDescription(
      expect.stringContaining(m.eventVenueRequired),
    );
    expect(field(dialog, t.venueName)).toHaveFocus();
    await userEvent.type(field(dialog, t.venueName), 'G');
    expect(within(dialog).queryByText(m.eventVenueRequired)).toBeNull();
    expect(field(dialog, t.venueName)).toHaveValue('G');
  });

  it("saves the event and the renames: 'Event updated', and the form shows the new name", async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/seller/events.php'))
        bodies.push(await request.clone().json());
    });
    const { api } = await renderEdit();
    const dialog = await openDialog();
    await retype(field(dialog, t.eventName), 'Garage gig, renamed');
    await retype(field(dialog, t.venueName), 'The Old Garage');
    await userEvent.type(field(dialog, t.significance), 'First show');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.eventUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.editEventTitle })).toBeNull());
    expect(bodies).toEqual([
      {
        event_id: OWN_EVENT.eventId,
        event_name: 'Garage gig, renamed',
        event_date: '1999-05-01',
        venue: 30,
        significance: 'First show',
        genre: { genre_id: 2, sub_genre: 3, artists: [1, 30] },
        renames: [{ kind: 'venue', id: 30, name: 'The Old Garage' }],
      },
    ]);
    expect(screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) })).toHaveValue(
      'Garage gig, renamed',
    );
    expect(api.db.venues.find((venue) => venue.venue_id === 30)?.display_name).toBe('The Old Garage');
    server.events.removeAllListeners();
  });

  it('keeps everything typed and shows the refusal in the dialog when the server refuses', async () => {
    const refusal = 'This venue is no longer waiting for approval and can not be renamed.';
    await renderEdit({
      overrides: [mockErrorHandler(TEST_API, 'eventUpdate', { code: 'CONFLICT', message: refusal })],
    });
    const dialog = await openDialog();
    await retype(field(dialog, t.eventName), 'Kept name');
    await retype(field(dialog, t.venueName), 'Kept venue');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(field(dialog, t.eventName)).toHaveValue('Kept name');
    expect(field(dialog, t.venueName)).toHaveValue('Kept venue');
    expect(screen.getByRole('dialog', { name: t.editEventTitle })).toBeVisible();
  });
});
