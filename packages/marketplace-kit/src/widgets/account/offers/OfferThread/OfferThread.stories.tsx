import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { OFFER_ROWS, seedOffers } from '../offerScenarios.ts';
import { errorTexts, offerTexts as t } from '../offerTexts.ts';
import { OfferThread } from './OfferThread.tsx';

const meta = {
  title: 'Account/Offers/OfferThread',
  component: OfferThread,
  args: { offerNo: OFFER_ROWS.openByBuyer.offer_no },
} satisfies Meta<typeof OfferThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const asSeller = scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedOffers(db) });
const asBuyer = scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedOffers(db) });

/** The buttons shown, in order. */
async function expectActions(canvasElement: HTMLElement, labels: string[]) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: t.history }, { timeout: 10_000 });
  const all = [t.edit, t.accept, t.reject, t.counter, t.cancel, t.addToCart];
  for (const label of all) {
    if (labels.includes(label)) await expect(canvas.getByRole('button', { name: label })).toBeVisible();
    else await expect(canvas.queryByRole('button', { name: label })).not.toBeInTheDocument();
  }
}

/** Seller, open offer from the buyer: Accept, Reject, Counter. */
export const Success: Story = {
  ...asSeller,
  play: ({ canvasElement }) => expectActions(canvasElement, [t.accept, t.reject, t.counter]),
};

/** Seller, open counter of their own: Edit. */
export const SellerOwnCounter: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.openBySeller.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.edit]),
};

/** Seller, accepted by the buyer: Accept. */
export const SellerAfterBuyerAccepted: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.acceptedByBuyer.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.accept]),
};

/** Seller, accepted by themself: Cancel. */
export const SellerAccepted: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.acceptedBySeller.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.cancel]),
};

/** Buyer, own open offer: Edit. */
export const BuyerOwnOffer: Story = {
  ...asBuyer,
  play: ({ canvasElement }) => expectActions(canvasElement, [t.edit]),
};

/** Buyer, the seller's open counter: Accept, Counter. */
export const BuyerSellerCounter: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.openBySeller.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.accept, t.counter]),
};

/** Buyer, accepted by the seller: Add to Cart. */
export const BuyerSellerAccepted: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.acceptedBySeller.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.addToCart]),
};

/** A three-step chain: three entries, the latest marked current. */
export const ThreeSteps: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.threeSteps.offer_no },
  play: async ({ canvasElement }) => {
    const history = await within(canvasElement).findByRole('list', { name: t.history }, { timeout: 10_000 });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    await expect(entries).toHaveLength(3);
    await expect(entries[2]).toHaveAttribute('aria-current', 'step');
    await expect(within(entries[2]!).getByText(t.current)).toBeVisible();
  },
};

/** The buyer's rounds are used up (three offers or counters): Accept only. */
export const BuyerNoRoundsLeft: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.noRoundsLeft.offer_no },
  play: ({ canvasElement }) => expectActions(canvasElement, [t.accept]),
};

/** Closed because a ticket of it sold elsewhere: the reason, no actions. */
export const Dropped: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.dropped.offer_no },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t.droppedReason, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expectActions(canvasElement, []);
  },
};

/** An open offer in its last minutes: the countdown warns. */
export const AboutToExpire: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.aboutToExpire.offer_no },
  play: async ({ canvasElement }) => {
    const countdown = await within(canvasElement).findByText(
      /Open until .* min left/,
      { selector: 'time' },
      { timeout: 10_000 },
    );
    await expect(countdown.closest('[data-phase]')).toHaveAttribute('data-phase', 'warning');
    await expectActions(canvasElement, [t.accept, t.reject, t.counter]);
  },
};

/** Expired unanswered: the reason, no actions. */
export const Expired: Story = {
  ...asSeller,
  args: { offerNo: OFFER_ROWS.expired.offer_no },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t.expired, { selector: 'p' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('OFFER EXPIRED')).toBeVisible();
    await expectActions(canvasElement, []);
  },
};

/** In a cart: no actions. */
export const InCart: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.inCart.offer_no },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('ADDED TO CART', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expectActions(canvasElement, []);
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pending('/user/offers/offers.php')] }),
};

/** No such offer (or not the viewer's): the spec's single-offer error. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  args: { offerNo: 'OF-2026-009999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failing('/user/offers/offers.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Buyer, an offer the ticket's auto-accept price accepted at once: the automatic answer, and Add to Cart. */
export const AutoAccepted: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.autoAccepted.offer_no },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, [t.addToCart]);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.automaticAnswer)).toBeVisible();
    await expect(canvas.getByText(t.autoAcceptedBuyer)).toBeVisible();
  },
};

/** Buyer, an offer the ticket's auto-decline price declined at once: the polite automatic answer, no action. */
export const AutoDeclined: Story = {
  ...asBuyer,
  args: { offerNo: OFFER_ROWS.autoDeclined.offer_no },
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement, []);
    await expect(within(canvasElement).getByText(t.autoDeclinedBuyer)).toBeVisible();
  },
};
