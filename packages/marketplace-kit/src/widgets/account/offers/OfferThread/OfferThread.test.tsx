import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { ERR0010_MESSAGE, RATE_LIMIT_REFUSALS, retryWaitText } from '@momento/contract';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { errorTexts, notices } from '#texts.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { offerActions } from '../offerActions.ts';
import { demoOffer, OFFER_ROWS, seedOffers } from '../offerScenarios.ts';
import { offerTexts as t } from '../offerTexts.ts';
import { OfferThread } from './OfferThread.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderThread(signedInAs: string, offerNo: string) {
  return renderWithApi(server, <OfferThread offerNo={offerNo} />, {
    signedInAs,
    arrange: ({ db }) => seedOffers(db),
  });
}

describe('offerActions (the section 4 table)', () => {
  it.each([
    ['seller', OFFER_ROWS.openByBuyer, 2, ['ACCEPT', 'REJECT', 'COUNTER']],
    ['seller', OFFER_ROWS.openBySeller, 2, ['EDIT']],
    ['seller', OFFER_ROWS.acceptedByBuyer, 2, ['ACCEPT']],
    ['seller', OFFER_ROWS.acceptedBySeller, 2, ['CANCEL']],
    ['buyer', OFFER_ROWS.openByBuyer, 1, ['EDIT']],
    ['buyer', OFFER_ROWS.openBySeller, 1, ['ACCEPT', 'COUNTER']],
    ['buyer', OFFER_ROWS.acceptedBySeller, 1, ['ADD_TO_CART']],
    ['buyer', OFFER_ROWS.acceptedByBuyer, 1, []],
    ['buyer', OFFER_ROWS.inCart, 1, []],
    ['seller', OFFER_ROWS.rejected, 2, []],
    ['buyer', OFFER_ROWS.lastRound, 1, ['ACCEPT', 'COUNTER']],
    ['buyer', OFFER_ROWS.noRoundsLeft, 1, ['ACCEPT']],
    ['seller', OFFER_ROWS.dropped, 2, []],
    ['seller', OFFER_ROWS.expired, 2, []],
    ['buyer', OFFER_ROWS.expired, 1, []],
    ['buyer', OFFER_ROWS.autoAccepted, 1, ['ADD_TO_CART']],
    ['seller', OFFER_ROWS.autoAccepted, 2, ['CANCEL']],
    ['buyer', OFFER_ROWS.autoDeclined, 1, []],
  ] as const)('gives the %s of %s exactly its row', (_side, offer, viewerId, expected) => {
    expect(offerActions(offer, viewerId)).toEqual(expected);
  });
});

describe('OfferThread', () => {
  it("shows an automatic answer as the seller's reply, in each side's words", async () => {
    const { container, unmount } = renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.autoDeclined.offer_no);
    const history = await screen.findByRole('list', { name: t.history });
    expect(within(history).getByText(t.automaticAnswer)).toBeInTheDocument();
    expect(within(history).getByText(t.autoDeclinedBuyer)).toBeInTheDocument();
    expect(screen.getByText(t.noActions)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    renderThread(MOCK_SELLER_EMAIL, OFFER_ROWS.autoAccepted.offer_no);
    expect(await screen.findByText(t.autoAcceptedSeller)).toBeInTheDocument();
    expect(screen.queryByText(t.autoAcceptedBuyer)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.cancel })).toBeInTheDocument();
  });

  it('shows the chain as a conversation with the latest entry current', async () => {
    const { container } = renderThread(MOCK_SELLER_EMAIL, OFFER_ROWS.threeSteps.offer_no);
    const history = await screen.findByRole('list', { name: t.history });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(within(entries[1]!).getByText(t.you)).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Meet in the middle?')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets the seller accept: 'Offer accepted successfully', then only Cancel", async () => {
    renderThread(MOCK_SELLER_EMAIL, OFFER_ROWS.openByBuyer.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.accept }));
    expect(await screen.findByText(notices.offerAccepted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.cancel })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.reject })).toBeNull();
  });

  it("lets the seller reject: 'Offer rejected successfully' and no action left", async () => {
    renderThread(MOCK_SELLER_EMAIL, OFFER_ROWS.openByBuyer.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.reject }));
    expect(await screen.findByText(notices.offerRejected)).toBeInTheDocument();
    expect(await screen.findByText(t.noActions)).toBeInTheDocument();
  });

  it("asks before the seller cancels an accepted offer: 'Offer cancelled successfully'", async () => {
    renderThread(MOCK_SELLER_EMAIL, OFFER_ROWS.acceptedBySeller.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.cancel }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: t.confirmCancelTitle },
      { timeout: 10_000 },
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t.cancel }));
    expect(await screen.findByText(notices.offerCancelled)).toBeInTheDocument();
  });

  it("counters with a new price: 'Counter offer created successfully' and a new current entry", async () => {
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.openBySeller.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.counter }));
    const dialog = await screen.findByRole('dialog', { name: t.counterTitle }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.price }), '+410.5');
    await userEvent.click(within(dialog).getByRole('button', { name: t.counter }));
    expect(await screen.findByText(notices.counterOfferCreated)).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: t.history });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .filter((item) => item.parentElement === history),
      ).toHaveLength(3),
    );
    expect(within(history).getByText('Price: $410.50')).toBeInTheDocument();
  });

  it("edits the viewer's own latest entry: 'Offer updated successfully'", async () => {
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.openByBuyer.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.updateTitle }, { timeout: 10_000 });
    const price = within(dialog).getByRole('textbox', { name: t.price });
    expect(price).toHaveValue('400.00');
    await userEvent.clear(price);
    await userEvent.type(price, '420');
    await userEvent.click(within(dialog).getByRole('button', { name: t.update }));
    expect(await screen.findByText(notices.offerUpdated)).toBeInTheDocument();
    expect(await screen.findByText('Price: $420.00', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the wait in the counter form when the server refuses for too many offers, keeping what was typed', async () => {
    const refusal = `${RATE_LIMIT_REFUSALS.offers} ${retryWaitText(25)}`;
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.openBySeller.offer_no);
    server.use(
      mockErrorHandler(TEST_API, 'offerCounter', {
        code: 'RATE_LIMITED',
        message: refusal,
        retryAfterSeconds: 25,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.counter }));
    const dialog = await screen.findByRole('dialog', { name: t.counterTitle }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.price }), '410');
    await userEvent.click(within(dialog).getByRole('button', { name: t.counter }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: t.price })).toHaveValue('410');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('shows the server message and the fixed ERR0010 text when a counter is refused, keeping what was typed', async () => {
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.openBySeller.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.counter }));
    const dialog = await screen.findByRole('dialog', { name: t.counterTitle }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.price }), '410');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t.message }),
      'Call me on +1 555 0100 1234',
    );
    expect(within(dialog).getByText(t.contactWarning)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.counter }));
    expect((await screen.findAllByText(ERR0010_MESSAGE)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: t.counterTitle })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: t.message })).toHaveValue(
      'Call me on +1 555 0100 1234',
    );
  });

  it('adds an accepted offer to the cart and goes to the cart', async () => {
    const { navigate } = renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.acceptedBySeller.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.addToCart }));
    expect(await screen.findByText(notices.itemAddedToCart)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mycart'));
  });

  it("says in the buyer's counter form when it is the last round", async () => {
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.lastRound.offer_no);
    await userEvent.click(await screen.findByRole('button', { name: t.counter }));
    const dialog = await screen.findByRole('dialog', { name: t.counterTitle }, { timeout: 10_000 });
    expect(within(dialog).getByText(t.lastRound)).toBeInTheDocument();
  });

  it('expires an open offer on the page when its time runs out: no actions left, the expired text shown', async () => {
    const offer = demoOffer(21, 'OPEN', [{ by: 'buyer', price: 400 }], { expiresInMinutes: 1 / 60 });
    renderWithApi(server, <OfferThread offerNo={offer.offer_no} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedOffers(db, [offer]),
    });
    await screen.findByRole('list', { name: t.history });
    await waitFor(() => expect(screen.queryByRole('button', { name: t.accept })).toBeNull(), {
      timeout: 5000,
    });
    expect(screen.getByText(t.expired, { selector: 'time' })).toBeInTheDocument();
  });

  it('says why a dropped offer is closed', async () => {
    renderThread(MOCK_BUYER_EMAIL, OFFER_ROWS.dropped.offer_no);
    expect(await screen.findByText(t.droppedReason)).toBeInTheDocument();
    expect(screen.getByText(t.noActions)).toBeInTheDocument();
  });

  it("says 'Oops.. Something went wrong' for an offer that is not the viewer's", async () => {
    renderThread(MOCK_BUYER_EMAIL, 'OF-2026-009999');
    expect(await screen.findByText(errorTexts.somethingWentWrong)).toBeInTheDocument();
  });
});
