import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { AUTO_ANSWER_TEXTS } from '@momento/contract/routes';
import { MOCK_SELLER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import {
  EVENT_NAME_MAX,
  GRADE_MAX,
  LISTING_NAME_MAX,
  ROW_MAX,
  SEAT_MAX,
  SECTION_MAX,
  SUB_GENRE_NAME_MAX,
  VENUE_NAME_MAX,
} from '#validation/limits.ts';
import { ticketTexts as t, notices, validationTexts as m } from '../ticketTexts.ts';
import { TicketForm } from './TicketForm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const png = (name = 'front.png') => new File(['\x89PNG'], name, { type: 'image/png' });

async function renderForm(
  props: { productId?: number; defaultEventMode?: 'existing' | 'new' } = {},
  overrides: HttpHandler[] = [],
) {
  const onDone = vi.fn();
  const view = renderWithApi(server, <TicketForm onDone={onDone} {...props} />, {
    signedInAs: MOCK_SELLER_EMAIL,
    overrides,
  });
  await screen.findByRole(
    'heading',
    { name: props.productId ? t.editTicketTitle : t.addTicketTitle },
    { timeout: 5000 },
  );
  return { ...view, onDone };
}

const save = () => userEvent.click(screen.getByRole('button', { name: t.save }));
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const selectButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
/** The file input behind a file field's button (the system file chooser stands for it in tests). */
function fileInput(label: string): HTMLInputElement {
  const input = screen
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input for ${label}`);
  return input;
}

async function choose(label: string, option: string) {
  await userEvent.click(selectButton(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function paste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function chooseEvent() {
  await userEvent.type(screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) }), 'World');
  await userEvent.click(
    await screen.findByRole('option', { name: /2016 World Series, Game 7/ }, { timeout: 3000 }),
  );
}

/** Every required Ticket field filled with valid values (the existing event). */
async function fillValid({ event = true, image = true } = {}) {
  await userEvent.type(textbox(t.listingName), 'Game 7 ticket stub');
  await choose(t.ticketType, 'Ticket stub');
  await userEvent.click(screen.getByRole('radio', { name: t.sale }));
  await userEvent.type(textbox(t.price), '120');
  await choose(t.quality, 'GOOD');
  if (event) await chooseEvent();
  if (image) await userEvent.upload(fileInput(t.images), png());
}

/** The message shows on the field (its description) and the field has the focus. */
function expectOn(field: HTMLElement, message: string) {
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}

describe('TicketForm (Add)', () => {
  it('walks the Ticket rules in the order of the spec, one message at a time, each on its focused field', async () => {
    const { container } = await renderForm();
    expect(await axeViolations(container)).toEqual([]);
    await save();
    expectOn(textbox(t.listingName), m.listingNameRequired);
    await userEvent.type(textbox(t.listingName), 'Game 7 ticket stub');
    await save();
    expectOn(selectButton(t.ticketType), m.ticketTypeRequired);
    expect(screen.queryByText(m.listingNameRequired)).toBeNull();
    await choose(t.ticketType, 'Ticket stub');
    await save();
    expect(screen.getByRole('radiogroup', { name: new RegExp(t.viewType) })).toHaveAccessibleDescription(
      m.viewTypeRequired,
    );
    expect(screen.getByRole('radio', { name: t.sale })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: t.sale }));
    await save();
    expectOn(textbox(t.price), m.ticketPriceRequired);
    await userEvent.type(textbox(t.price), '120');
    await save();
    expectOn(selectButton(t.quality), m.qualityRequired);
    await choose(t.quality, 'GOOD');
    await save();
    expectOn(screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) }), m.eventRequired);
    await chooseEvent();
    await save();
    expect(await screen.findByText(m.imageRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${t.images}`) })).toHaveFocus();
    // Everything typed is still there.
    expect(textbox(t.listingName)).toHaveValue('Game 7 ticket stub');
    expect(textbox(t.price)).toHaveValue('120');
  });

  it("after a submit, a field's message goes as soon as the field is right, and the next one waits for the next submit", async () => {
    await renderForm();
    await paste(textbox(t.listingName), 'x'.repeat(LISTING_NAME_MAX + 2));
    await save();
    expectOn(textbox(t.listingName), m.listingNameMax);
    // Still too long: the message stays; shortened: it goes, and the ticket type's waits for the next submit.
    await userEvent.type(textbox(t.listingName), '{Backspace}');
    expect(textbox(t.listingName)).toHaveAccessibleDescription(m.listingNameMax);
    await paste(textbox(t.listingName), 'Game 7 ticket stub');
    expect(screen.queryByText(m.listingNameMax)).toBeNull();
    expect(screen.queryByText(m.ticketTypeRequired)).toBeNull();
    // Broken again: a change shows nothing new before the next submit (one message at a time).
    await userEvent.clear(textbox(t.listingName));
    expect(screen.queryByText(m.listingNameRequired)).toBeNull();
    await save();
    expectOn(textbox(t.listingName), m.listingNameRequired);
  });

  it('keeps everything typed when the server refuses the ticket', async () => {
    const refusal = 'The event is no longer on sale.';
    const { onDone } = await renderForm({}, [
      mockErrorHandler(TEST_API, 'ticketCreate', { code: 'CONFLICT', message: refusal }),
    ]);
    await fillValid();
    await paste(textbox(t.section), '112');
    await save();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(textbox(t.listingName)).toHaveValue('Game 7 ticket stub');
    expect(textbox(t.price)).toHaveValue('120');
    expect(textbox(t.section)).toHaveValue('112');
    expect(selectButton(t.quality)).toHaveTextContent('GOOD');
    expect(screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) })).toHaveValue(
      '2016 World Series, Game 7',
    );
    expect(screen.getByRole('img', { name: t.imageAlt(1) })).toBeInTheDocument();
    // The refusal can show a render before the button leaves its pending state ('Save Loading'): the seller gets
    // the button back to try again.
    expect(await screen.findByRole('button', { name: t.save })).toBeEnabled();
  });

  it.each([
    [t.listingName, m.listingNameMax, 'x'.repeat(LISTING_NAME_MAX + 1)],
    [t.section, m.sectionMax, 's'.repeat(SECTION_MAX + 1)],
    [t.row, m.rowMax, 'r'.repeat(ROW_MAX + 1)],
    [t.seat, m.seatMax, 'e'.repeat(SEAT_MAX + 1)],
    [t.grade, m.gradeMax, 'g'.repeat(GRADE_MAX + 1)],
    [t.facePrice, m.facePriceInvalid, 'ten dollars'],
  ])('%s: a bad value shows %j there, focused, keeps it and sends nothing', async (label, message, value) => {
    const { api } = await renderForm();
    const before = api.db.tickets.length;
    await fillValid();
    await paste(textbox(label), value);
    await save();
    expectOn(textbox(label), message);
    expect(textbox(label)).toHaveValue(value);
    expect(api.db.tickets).toHaveLength(before);
  });

  it("refuses pictures other than jpeg and png: 'File type must be image/jpeg, image/png'", async () => {
    await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(t.images), new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect(await screen.findByText(m.imageType)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: t.imageAlt(1) })).toBeNull();
  });

  it("refuses a supporting document of another type: 'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png'", async () => {
    await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(t.supportingDocument),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByText(m.supportDocumentType)).toBeInTheDocument();
  });

  it("previews several pictures, removes one, and never the last: 'Ticket should have aleast one image'", async () => {
    await renderForm();
    await userEvent.upload(fileInput(t.images), [png('front.png'), png('back.png')]);
    expect(screen.getByRole('img', { name: t.imageAlt(1) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.imageAlt(2) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.removeImage(2) }));
    expect(screen.queryByRole('img', { name: t.imageAlt(2) })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.removeImage(1) }));
    expect(await screen.findByText(m.lastImage)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.imageAlt(1) })).toBeInTheDocument();
  });

  it("creates the ticket with its picture and supporting document: 'Ticket created', then back to the list", async () => {
    const { api, onDone } = await renderForm();
    await fillValid();
    await userEvent.upload(
      fileInput(t.supportingDocument),
      new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    await paste(textbox(t.section), '112');
    await save();
    expect(await screen.findByText(notices.ticketCreated)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const created = api.db.tickets.find(
      (ticket) => ticket.listing_name === 'Game 7 ticket stub' && ticket.section === '112',
    );
    expect(created).toMatchObject({
      status: 'SELL',
      quality: 'GOOD',
      images: [expect.anything()],
      support_document: { document_name: 'receipt.pdf' },
    });
  });

  it('Cancel returns to the list without sending', async () => {
    const { onDone, api } = await renderForm();
    const before = api.db.tickets.length;
    await userEvent.type(textbox(t.listingName), 'Half done');
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(onDone).toHaveBeenCalled();
    expect(api.db.tickets).toHaveLength(before);
  });

  it('is completed with the keyboard alone (the picture through the file chooser)', async () => {
    const { api } = await renderForm();
    const user = userEvent.setup();
    /** Tabs to the next field, which must be `field`, and types `text` there. */
    const typeNext = async (field: () => HTMLElement, text: string) => {
      await user.tab();
      expect(field()).toHaveFocus();
      await user.keyboard(text);
    };
    /** Tabs to the Select `button`, opens it with the arrow key and keeps its first option; the focus comes back. */
    const pickNext = async (button: () => HTMLElement) => {
      await user.tab();
      expect(button()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(button()).toHaveFocus());
    };
    await typeNext(() => textbox(t.listingName), 'Keyboard ticket');
    await pickNext(() => selectButton(t.ticketType));
    await user.tab();
    expect(selectButton(t.seatType)).toHaveFocus();
    await user.tab();
    // The Sale/Show radios: Space picks Sale, and the price appears after them.
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: t.sale })).toBeChecked();
    await typeNext(() => textbox(t.price), '99');
    // The automatic answers to offers follow the price.
    await typeNext(() => textbox(t.autoAccept), '90');
    await typeNext(() => textbox(t.autoDecline), '50');
    await pickNext(() => selectButton(t.quality));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('combobox', { name: new RegExp(`^${t.existingEvent}`) })).toHaveFocus();
    await user.keyboard('World');
    await screen.findByRole('option', { name: /2016 World Series, Game 7/ }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.upload(fileInput(t.images), png());
    screen.getByRole('button', { name: t.save }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(notices.ticketCreated)).toBeInTheDocument();
    expect(api.db.tickets.find((ticket) => ticket.listing_name === 'Keyboard ticket')).toMatchObject({
      quality: 'EXCELLENT',
      type: { name: 'Ticket stub' },
      auto_answers: { accept_price: { value: '90.00' }, decline_price: { value: '50.00' } },
    });
  });
});

describe('TicketForm (new event)', () => {
  async function newEventForm() {
    const view = await renderForm();
    await fillValid({ event: false });
    await userEvent.click(screen.getByRole('button', { name: t.newEvent }));
    await screen.findByRole('textbox', { name: new RegExp(`^${t.eventName}`) }, { timeout: 5000 });
    return view;
  }
  const venueBox = () => screen.getByRole('combobox', { name: new RegExp(`^${t.eventVenue}`) });
  const subGenreBox = () => screen.getByRole('combobox', { name: new RegExp(`^${t.subGenre}`) });

  async function typeDate() {
    const [month] = within(screen.getByRole('group', { name: new RegExp(t.eventDate) })).getAllByRole(
      'spinbutton',
    );
    await userEvent.click(month!);
    await userEvent.keyboard('11032016');
  }

  async function fillEventBasics() {
    await userEvent.type(textbox(t.eventName), 'Cubs parade');
    await userEvent.type(venueBox(), 'Grant Park');
    await typeDate();
  }

  it('walks the New event rules: name, venue, date', async () => {
    const { container } = await newEventForm();
    expect(await axeViolations(container)).toEqual([]);
    await save();
    expectOn(textbox(t.eventName), m.eventNameRequired);
    await paste(textbox(t.eventName), 'n'.repeat(EVENT_NAME_MAX + 1));
    await save();
    expectOn(textbox(t.eventName), m.eventNameMax);
    await paste(textbox(t.eventName), 'Cubs parade');
    await save();
    expectOn(venueBox(), m.eventVenueRequired);
    await paste(venueBox(), 'v'.repeat(VENUE_NAME_MAX + 1));
    await save();
    expectOn(venueBox(), m.venueNameMax);
    await paste(venueBox(), 'Grant Park');
    await save();
    expect(await screen.findByText(m.eventDateRequired)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: new RegExp(t.eventDate) })).getAllByRole('spinbutton')[0],
    ).toHaveFocus();
  });

  it("asks for a genre when a sub-genre is typed without one: 'Please select a genre.'", async () => {
    await newEventForm();
    await fillEventBasics();
    await userEvent.type(subGenreBox(), 'Parades');
    await save();
    expectOn(selectButton(t.genre), m.genreRequired);
  });

  it('limits the length of a new sub-genre name', async () => {
    await newEventForm();
    await fillEventBasics();
    await choose(t.genre, 'Sports');
    await paste(subGenreBox(), 'p'.repeat(SUB_GENRE_NAME_MAX + 1));
    await save();
    expectOn(subGenreBox(), m.subGenreNameMax);
  });

  it("restricts teams and artists to the sub-genre; an empty row gives 'Please select a team/artist.', a repeated one the duplicate message", async () => {
    await newEventForm();
    await fillEventBasics();
    await choose(t.genre, 'Sports');
    await userEvent.type(subGenreBox(), 'Base');
    await userEvent.click(await screen.findByRole('option', { name: 'Baseball' }));
    await userEvent.click(screen.getByRole('button', { name: t.addTeamArtist }));
    await userEvent.click(selectButton(`${t.teamArtist} 1`));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Chicago Cubs' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Queen' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await save();
    expectOn(selectButton(`${t.teamArtist} 1`), m.teamArtistRequired);
    await choose(`${t.teamArtist} 1`, 'Chicago Cubs');
    await userEvent.click(screen.getByRole('button', { name: t.addTeamArtist }));
    await choose(`${t.teamArtist} 2`, 'Chicago Cubs');
    await save();
    expectOn(selectButton(`${t.teamArtist} 2`), m.teamArtistDuplicate);
  });

  it("asks for a sub-genre when a team is chosen and the sub-genre is cleared: 'Please select a subgenre.'", async () => {
    await newEventForm();
    await fillEventBasics();
    await choose(t.genre, 'Sports');
    await userEvent.type(subGenreBox(), 'Base');
    await userEvent.click(await screen.findByRole('option', { name: 'Baseball' }));
    await userEvent.click(screen.getByRole('button', { name: t.addTeamArtist }));
    await choose(`${t.teamArtist} 1`, 'Chicago Cubs');
    await userEvent.clear(subGenreBox());
    await save();
    expectOn(subGenreBox(), m.subGenreRequired);
  });

  it('choosing another genre clears the sub-genre and the team/artist choices', async () => {
    await newEventForm();
    await choose(t.genre, 'Sports');
    await userEvent.type(subGenreBox(), 'Base');
    await userEvent.click(await screen.findByRole('option', { name: 'Baseball' }));
    await userEvent.click(screen.getByRole('button', { name: t.addTeamArtist }));
    await choose(`${t.teamArtist} 1`, 'Chicago Cubs');
    expect(selectButton(`${t.teamArtist} 1`)).toHaveTextContent('Chicago Cubs');
    await choose(t.genre, 'Music');
    expect(subGenreBox()).toHaveValue('');
    expect(selectButton(`${t.teamArtist} 1`)).not.toHaveTextContent('Chicago Cubs');
  });

  it("creates a ticket for a new event (a new venue, queued for approval): 'Ticket created'", async () => {
    const { api } = await newEventForm();
    await fillEventBasics();
    await save();
    expect(await screen.findByText(notices.ticketCreated)).toBeInTheDocument();
    const event = api.db.events.find((item) => item.name === 'Cubs parade');
    expect(event).toMatchObject({ status: 'INQUEUE', created_by: 2, venue: { display_name: 'Grant Park' } });
    expect(event?.event_date.slice(0, 10)).toBe('2016-11-03');
  });
});

describe('TicketForm (Edit)', () => {
  it("loads the ticket, refuses to remove its only picture, sends removed image ids with the update: 'Ticket updated'", async () => {
    const { api, onDone } = await renderForm({ productId: 101 });
    expect(textbox(t.listingName)).toHaveValue('Game 7 ticket stub, section 112');
    expect(screen.queryByRole('button', { name: t.newEvent })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.removeImage(1) }));
    expect(await screen.findByText(m.lastImage)).toBeInTheDocument();
    await userEvent.upload(fileInput(t.images), png('new.png'));
    await userEvent.click(screen.getByRole('button', { name: t.removeImage(1) }));
    expect(screen.getAllByRole('img', { name: /Image/ })).toHaveLength(1);
    await paste(textbox(t.price), '500');
    await save();
    expect(await screen.findByText(notices.ticketUpdated)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const updated = api.db.tickets.find((ticket) => ticket.product_id === 101);
    expect(updated?.images).toHaveLength(1);
    expect(updated?.images[0]?.image_id).not.toBe(1011);
    expect(updated?.cost).toMatchObject({ value: '500.00' });
  });
});

describe('TicketForm (automatic answers to offers)', () => {
  it.each([
    [
      'a price that is not one',
      { accept: '12O', decline: '' },
      t.autoAccept,
      AUTO_ANSWER_TEXTS.acceptInvalid,
    ],
    [
      'an auto-decline price that is not one',
      { accept: '', decline: '-5' },
      t.autoDecline,
      AUTO_ANSWER_TEXTS.declineInvalid,
    ],
    [
      'an auto-accept price at the ticket price',
      { accept: '120', decline: '' },
      t.autoAccept,
      AUTO_ANSWER_TEXTS.acceptBelowPrice,
    ],
    [
      'an auto-decline price above the ticket price',
      { accept: '', decline: '130' },
      t.autoDecline,
      AUTO_ANSWER_TEXTS.declineBelowPrice,
    ],
    [
      'an auto-decline price at the auto-accept price',
      { accept: '90', decline: '90' },
      t.autoDecline,
      AUTO_ANSWER_TEXTS.declineBelowAccept,
    ],
  ])('refuses %s on its focused field, keeps it and sends nothing', async (_name, prices, label, message) => {
    const { api } = await renderForm();
    const before = api.db.tickets.length;
    await fillValid();
    if (prices.accept) await paste(textbox(t.autoAccept), prices.accept);
    if (prices.decline) await paste(textbox(t.autoDecline), prices.decline);
    await save();
    expectOn(textbox(label), message);
    expect(textbox(label)).toHaveValue(label === t.autoAccept ? prices.accept : prices.decline);
    expect(api.db.tickets).toHaveLength(before);
  });

  it('saves both prices with a ticket on sale, shows them again on edit, and has none for a show-only ticket', async () => {
    const { api, unmount } = await renderForm();
    await fillValid();
    expect(screen.getByRole('group', { name: t.autoAnswers })).toHaveAccessibleDescription(t.autoAnswersHelp);
    await paste(textbox(t.autoAccept), '110');
    await paste(textbox(t.autoDecline), '80.50');
    await save();
    expect(await screen.findByText(notices.ticketCreated)).toBeInTheDocument();
    const created = api.db.tickets.find((ticket) => ticket.listing_name === 'Game 7 ticket stub');
    expect(created?.auto_answers).toEqual({
      accept_price: { value: '110.00', currency: 'USD' },
      decline_price: { value: '80.50', currency: 'USD' },
    });
    unmount();
    renderWithApi(server, <TicketForm onDone={vi.fn()} productId={created!.product_id} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => db.tickets.unshift(created!),
    });
    await screen.findByRole('heading', { name: t.editTicketTitle }, { timeout: 5000 });
    expect(textbox(t.autoAccept)).toHaveValue('110');
    expect(textbox(t.autoDecline)).toHaveValue('80.5');
    // Show only: a ticket that takes no offers has no automatic answers to set.
    await userEvent.click(screen.getByRole('radio', { name: t.showOnlyOption }));
    expect(screen.queryByRole('group', { name: t.autoAnswers })).toBeNull();
  });
});

describe('TicketForm (fair-price hint)', () => {
  it('compares the typed price with similar listings (the section when given) and with the face value', async () => {
    const onDone = vi.fn();
    renderWithApi(server, <TicketForm onDone={onDone} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => {
        const base = db.tickets[0]!;
        db.tickets.push(
          ...[100, 120, 140].map((value, index) => ({
            ...base,
            product_id: 700 + index,
            section: 'A',
            cost: { value: value.toFixed(2), currency: 'USD' as const },
          })),
        );
      },
    });
    await screen.findByRole('heading', { name: t.addTicketTitle }, { timeout: 5000 });
    await userEvent.click(screen.getByText(t.sale));
    await chooseEvent();
    await userEvent.type(textbox(t.price), '108');
    const hint = screen.getByRole('status', { name: 'Price comparison' });
    // The event's five tickets on sale: 100, 120, 140, the demo collection's 120 and 450 (median 120).
    expect(
      await within(hint).findByText('Priced 10% below similar listings (median $120.00, 5 listings)'),
    ).toBeInTheDocument();
    expect(within(hint).getByText('Great price')).toBeInTheDocument();
    await userEvent.type(textbox(t.section), 'A');
    expect(
      await within(hint).findByText('Priced 10% below similar listings (median $120.00, 3 listings)'),
    ).toBeInTheDocument();
    await userEvent.type(textbox(t.facePrice), '90');
    expect(within(hint).getByText('20% above face value.')).toBeInTheDocument();
    await userEvent.clear(textbox(t.price));
    await userEvent.type(textbox(t.price), '400');
    expect(
      await within(hint).findByText('Priced 233% above similar listings (median $120.00, 3 listings)'),
    ).toBeInTheDocument();
    expect(within(hint).queryByText(/Great price|Fair price/)).toBeNull();
  });
});
