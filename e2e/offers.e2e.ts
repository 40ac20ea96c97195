// End to end, in Chromium against the built site and the real API server with demo data:
// a negotiation in two browser contexts - the buyer makes an offer on two tickets of one seller from a
// ticket page (a message with an e-mail address is warned about and, sent anyway, refused with ERR0010), the seller
// counters, the buyer counters, the seller accepts, and the buyer adds the offer to the cart, checks out and pays
// with the test provider. And a seller's automatic answers: an auto-decline price set in the ticket form declines
// a lower offer, made from the seller's tickets (/tickets?seller=), the moment it is sent.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE } from './support/gate.ts';
import { signIn as signInTo, type Account } from './support/session.ts';
import { callApi, negotiableTickets, type OwnTicket } from './support/api.ts';
import { startStack, type Stack } from './support/stack.ts';

const BUYER = { email: 'buyer@momento.test', password: 'momento-buyer' };
const SELLER = { email: 'seller@momento.test', password: 'momento-seller' };
const ERR0010 =
  'All communucation should remain within the platform and outside contact info should not be disclosed';

let stack: Stack;
const contexts: BrowserContext[] = [];

const api = async <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  (await callApi<T>(stack, path, init)).data;

const signIn = (account: Account) => signInTo(stack, contexts, account);

describe('offers', () => {
  let tickets: OwnTicket[];
  let sellerId: number;

  beforeAll(async () => {
    stack = await startStack({ env: { SITE_GATE_EMAIL: GATE.email, SITE_GATE_PASSWORD: GATE.password } });
    const seller = await api<{ token: string; user_data: { id: number } }>(
      '/user/user_settings.php?action=login',
      { method: 'POST', body: JSON.stringify(SELLER) },
    );
    sellerId = seller.user_data.id;
    // The seller's own read shows the automatic answers: the negotiation below uses tickets without any.
    tickets = await negotiableTickets(stack, SELLER);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack?.stop();
  });

  it('a buyer offers on two tickets, both sides counter, the seller accepts, the buyer adds it to the cart and pays', async () => {
    const [first, second] = [tickets[0]!, tickets[1]!];
    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets/${first.product_id}`);
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const create = buyer.getByRole('dialog', { name: 'Create Offer' });
    await create.getByText(first.listing_name).waitFor();
    // The second ticket from the seller's others; the first is disabled in the picker (already chosen).
    await create.getByRole('button', { name: /Add a ticket/ }).click();
    expect(
      await buyer
        .getByRole('option', {
          name: new RegExp(`^${first.listing_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await buyer
      .getByRole('option', {
        name: new RegExp(`^${second.listing_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .click();
    await create.getByRole('region', { name: 'Tickets' }).getByText(second.listing_name).waitFor();
    await create.getByRole('textbox', { name: 'Price' }).fill('150');
    await create
      .getByRole('textbox', { name: 'Message' })
      .fill('Both for 150? Write to me at bailey@example.com');
    await create.getByText('This message looks like it shares contact details', { exact: false }).waitFor();
    await create.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText(ERR0010).first().waitFor();
    expect(await create.getByRole('textbox', { name: 'Message' }).inputValue()).toContain(
      'bailey@example.com',
    );
    await create.getByRole('textbox', { name: 'Message' }).fill('Both for 150?');
    await create.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.getByText('Offer sent successfully').first().waitFor();
    await buyer.waitForURL(/\/account\/myoffers\/OF-\d{4}-\d+$/);
    const offerUrl = buyer.url();
    await buyer.getByRole('button', { name: 'Edit' }).waitFor();

    // The seller counters from the thread.
    const seller = await signIn(SELLER);
    await seller.goto(offerUrl);
    await seller.getByRole('button', { name: 'Counter' }).click();
    const sellerCounter = seller.getByRole('dialog', { name: 'Counter Offer' });
    await sellerCounter.getByRole('textbox', { name: 'Price' }).fill('190');
    await sellerCounter
      .getByRole('textbox', { name: 'Message' })
      .fill('190 for both, they are in mint condition.');
    await sellerCounter.getByRole('button', { name: 'Counter' }).click();
    await seller.getByText('Counter offer created successfully').first().waitFor();

    // The buyer counters back.
    await buyer.reload();
    await buyer.getByText('190 for both, they are in mint condition.').waitFor();
    await buyer.getByRole('button', { name: 'Counter' }).click();
    const buyerCounter = buyer.getByRole('dialog', { name: 'Counter Offer' });
    await buyerCounter.getByRole('textbox', { name: 'Price' }).fill('170');
    await buyerCounter.getByRole('button', { name: 'Counter' }).click();
    await buyer.getByText('Counter offer created successfully').first().waitFor();

    // The seller accepts; the thread has three entries, the buyer's last one current.
    await seller.reload();
    const history = seller.getByRole('list', { name: 'Offer history' });
    await history.getByText('Price: $170.00').waitFor();
    expect(await history.locator(':scope > li').count()).toBe(3);
    expect(await history.locator(':scope > li').last().getAttribute('aria-current')).toBe('step');
    await seller.getByRole('button', { name: 'Accept' }).click();
    await seller.getByText('Offer accepted successfully').first().waitFor();
    await seller.getByText('SELLER ACCEPTED').first().waitFor();
    await seller.getByRole('button', { name: 'Cancel' }).waitFor();

    // The buyer adds it to the cart, checks out with the saved addresses and pays.
    await buyer.reload();
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.waitForURL(/\/mycart$/);
    await buyer.getByText('$170.00').first().waitFor();
    await buyer.getByRole('button', { name: 'Checkout', exact: true }).click();
    await buyer.waitForURL(/\/checkout\?id=\d+/);
    await buyer.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((item) =>
        item.textContent?.includes('Go to checkout'),
      );
      return button !== undefined && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
    });
    await buyer.getByRole('button', { name: 'Go to checkout' }).click();
    await buyer.waitForURL(/\/previeworder\//);
    await buyer.getByRole('button', { name: 'Pay with test provider' }).click();
    await buyer.getByText('Payment completed successfully').first().waitFor();

    // The offer is in an order now, for both.
    await buyer.goto(offerUrl);
    await buyer.getByText('ADDED TO ORDER').first().or(buyer.getByText('SOLD').first()).waitFor();
  });

  it("declines an offer below the seller's auto-decline price the moment it is sent", async () => {
    const ticket = tickets[2]!;
    // The seller sets an auto-decline price in the ticket form.
    const seller = await signIn(SELLER);
    await seller.goto(`${stack.siteUrl}/account/mytickets/${ticket.product_id}/edit`);
    const answers = seller.getByRole('group', { name: 'Automatic answers to offers' });
    const price = Number(await seller.getByRole('textbox', { name: /^Price/ }).inputValue());
    const floor = Math.floor(price * 0.6);
    await answers.getByRole('textbox', { name: 'Auto-accept price' }).fill('');
    await answers.getByRole('textbox', { name: 'Auto-decline price' }).fill(String(floor));
    await seller.getByRole('button', { name: 'Save' }).click();
    await seller.getByText('Ticket updated').first().waitFor();

    // The buyer never sees it; an offer below it is declined at once, politely, marked as automatic. This offer
    // starts from the seller's tickets (/tickets?seller=): the dialog opens with no ticket chosen, the buyer picks it.
    const buyer = await signIn(BUYER);
    await buyer.goto(`${stack.siteUrl}/tickets?seller=${sellerId}`);
    const panel = buyer.getByRole('region', { name: 'Seller' });
    await panel.getByRole('heading', { name: 'Sam Seller' }).waitFor();
    expect(await buyer.getByText('Auto-decline').count()).toBe(0);
    await panel.getByRole('button', { name: 'Make Offer' }).click();
    const create = buyer.getByRole('dialog', { name: 'Create Offer' });
    const chosen = create.getByRole('region', { name: 'Tickets' });
    await chosen.getByText('No items selected').waitFor();
    await create.getByRole('button', { name: /Add a ticket/ }).click();
    await buyer
      .getByRole('option', {
        name: new RegExp(`^${ticket.listing_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .click();
    await chosen.getByText(ticket.listing_name).waitFor();
    await create.getByRole('textbox', { name: 'Price' }).fill(String(floor - 1));
    await create.getByRole('button', { name: 'Send Offer' }).click();
    await buyer.waitForURL(/\/account\/myoffers\/OF-\d{4}-\d+$/);
    const history = buyer.getByRole('list', { name: 'Offer history' });
    await history.getByText('Automatic answer').waitFor();
    await history.getByText('Declined at once', { exact: false }).waitFor();
    await buyer.getByText('Nothing to do on this offer now.').waitFor();

    // The seller sees the same offer declined by their own setting.
    await seller.goto(buyer.url());
    await seller.getByText('Declined at once by your auto-decline price.').waitFor();
  });
});
