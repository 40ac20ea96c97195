import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { REFUND_STATUS_LABELS } from '@momento/contract/routes';
import { formatDate } from '#format/date.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { REFUND_STATES, ORDER_STATES, seedOrders } from '../orderScenarios.ts';
import { emptyTexts, notices, orderTexts as t } from '../orderTexts.ts';
import { MyOrders } from './MyOrders.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderOrders(signedInAs: string, query: Record<string, string> = {}) {
  const onQueryChange = vi.fn();
  const view = renderWithApi(server, <MyOrders query={query} onQueryChange={onQueryChange} />, {
    signedInAs,
    arrange: ({ db }) => seedOrders(db),
  });
  return { ...view, onQueryChange };
}

/** The card whose heading names the ticket. */
const card = async (ticket: string) =>
  (await screen.findByRole('article', { name: new RegExp(ticket) }, { timeout: 5000 })) as HTMLElement;

describe('MyOrders', () => {
  it('shows a buyer the BUY tab only, every order state, and the end text', async () => {
    const { container } = renderOrders(MOCK_BUYER_EMAIL);
    await card('Game 1 ticket stub');
    expect(await screen.findByRole('tab', { name: t.buy }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: t.sell })).toBeNull();
    expect(within(await card('Game 1 ticket stub')).getByText(t.notPaid)).toBeInTheDocument();
    expect(within(await card('Game 6 ticket stub')).getByText(t.orderCancelled)).toBeInTheDocument();
    expect(within(await card('Game 2 ticket stub')).getByText('+2')).toBeInTheDocument();
    expect(await screen.findByText(emptyTexts.noMoreOrders)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ignores tab=sell in the URL for a buyer', async () => {
    renderOrders(MOCK_BUYER_EMAIL, { tab: 'sell' });
    await card('Game 1 ticket stub');
    await screen.findByRole('tab', { name: t.buy }, { timeout: 10_000 });
    expect(screen.queryByRole('tab', { name: t.sell })).toBeNull();
  });

  it('gives an active seller both tabs; the arrow key moves to SELL and writes the query string', async () => {
    const { onQueryChange } = renderOrders(MOCK_SELLER_EMAIL);
    await screen.findByRole('tab', { name: t.buy }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: t.sell })).toBeInTheDocument();
    // A keyboard user tabs to the tab list (its code loads on that focus, and focus stays on BUY when it arrives), then
    // presses the arrow key. (A click here could land on a tab the real ones have just replaced: the test's element
    // is gone, which no pointer in a browser can press.)
    for (let k = 0; k < 20 && document.activeElement?.getAttribute('role') !== 'tab'; k += 1)
      await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName(t.buy);
    await userEvent.keyboard('{ArrowRight}');
    expect(onQueryChange).toHaveBeenLastCalledWith({ tab: 'sell' });
  });

  it('applies and clears the date range through the query string; a reversed range is refused', async () => {
    const { onQueryChange } = renderOrders(MOCK_BUYER_EMAIL);
    await card('Game 1 ticket stub');
    // Looked up each time: the fields are stand-ins until the first interaction loads the real ones.
    const month = (label: string) =>
      within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!;
    // This test is about the range, not the hand-over from the stand-ins (tested apart): the pointer over the filters
    // loads the real form, which replaces the stand-in's segments before anything is typed.
    const standIn = month(t.dateFrom);
    await userEvent.hover(standIn);
    await waitFor(() => expect(month(t.dateFrom)).not.toBe(standIn), { timeout: 10_000 });
    await userEvent.click(month(t.dateFrom));
    await userEvent.keyboard('11202026');
    await userEvent.click(month(t.dateTo));
    await userEvent.keyboard('11102026');
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    // A press on the stand-in's Apply is replayed on the real form once its code has arrived.
    expect(await screen.findByText(t.dateRangeInvalid, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(onQueryChange).not.toHaveBeenCalled();
    await userEvent.click(month(t.dateTo));
    await userEvent.keyboard('11252026');
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ date_from: '2026-11-20', date_to: '2026-11-25' });
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(onQueryChange).toHaveBeenLastCalledWith({});
  });

  it("shows the buyer a cancelled order's refund: 'Refunded' with the amount and date once confirmed, 'Refund pending' with the amount before", async () => {
    let refundedOn = '';
    const { container } = renderWithApi(server, <MyOrders query={{}} onQueryChange={vi.fn()} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => {
        seedOrders(db, [...ORDER_STATES, ...REFUND_STATES]);
        refundedOn = formatDate(
          db.orders.find((order) => order.order_no === 'MO-2026-000008')?.sub_orders[0]?.refund?.refunded_at,
        );
      },
    });
    const refunded = await card('Game 8 ticket stub');
    expect(within(refunded).getByText(`Refunded $108.00 on ${refundedOn}`)).toBeInTheDocument();
    expect(within(refunded).getByText(REFUND_STATUS_LABELS.COMPLETED)).toBeInTheDocument();
    expect(within(refunded).queryByText(t.paid)).toBeNull();
    expect(within(refunded).queryByText(/FAILED/i)).toBeNull();
    const pending = await card('Game 9 ticket stub');
    expect(within(pending).getByText('Refund pending: $108.00')).toBeInTheDocument();
    expect(within(pending).getByText(REFUND_STATUS_LABELS.PENDING)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets the buyer confirm a shipped order received: 'Order Received ?', the notice, then delivered", async () => {
    renderOrders(MOCK_BUYER_EMAIL);
    const shipped = await card('Game 3 ticket stub');
    await userEvent.click(within(shipped).getByRole('button', { name: t.orderReceived }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: t.orderReceivedConfirm },
      { timeout: 10_000 },
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t.orderReceived }));
    expect(await screen.findByText(notices.orderReceived)).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        within(await card('Game 3 ticket stub')).getByText('Your order has been Delivered'),
      ).toBeInTheDocument(),
    );
    expect(
      within(await card('Game 3 ticket stub')).getByRole('button', { name: t.rateAndReview }),
    ).toBeInTheDocument();
  });

  it("rates the seller and writes a review: 'Rating Added', 'Review Added', then Edit", async () => {
    renderOrders(MOCK_BUYER_EMAIL);
    await userEvent.click(
      within(await card('Game 4 ticket stub')).getByRole('button', { name: t.rateAndReview }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.ratingAddTitle }, { timeout: 10_000 });
    for (const label of [t.communication, t.description, t.shipping]) {
      await userEvent.click(
        within(within(dialog).getByRole('radiogroup', { name: label })).getByRole('radio', {
          name: '4 stars',
        }),
      );
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.review }), 'Good seller.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.ratingAdded)).toBeInTheDocument();
    expect(await screen.findByText(notices.reviewAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.ratingAddTitle })).toBeNull());
    await waitFor(async () =>
      expect(
        within(await card('Game 4 ticket stub')).getByRole('button', { name: t.edit }),
      ).toBeInTheDocument(),
    );
  });

  it("lets the seller add tracking, then mark the order delivered ('Order Delivered ?')", async () => {
    renderOrders(MOCK_SELLER_EMAIL, { tab: 'sell' });
    await userEvent.click(
      within(await card('Game 2 ticket stub')).getByRole('button', { name: t.addTracking }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.trackingAddTitle }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.carrierName }), 'UPS');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.shippingService }), 'Ground');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.trackingId }), '1Z999');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.shippingCostField }), '12.50');
    const next = new Date(Date.now() + 3 * 86_400_000);
    await userEvent.click(within(dialog).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(
      `${String(next.getMonth() + 1).padStart(2, '0')}${String(next.getDate()).padStart(2, '0')}${next.getFullYear()}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.add }));
    expect(await screen.findByText(notices.trackingAdded)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('Game 2 ticket stub')).getByText('1Z999')).toBeInTheDocument(),
    );
    await userEvent.click(
      within(await card('Game 2 ticket stub')).getByRole('button', { name: t.orderDelivered }),
    );
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: t.orderDeliveredConfirm },
      { timeout: 10_000 },
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t.orderDelivered }));
    expect(await screen.findByText(notices.orderDelivered)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('Game 2 ticket stub')).getByText(t.completed)).toBeInTheDocument(),
    );
  });
});
