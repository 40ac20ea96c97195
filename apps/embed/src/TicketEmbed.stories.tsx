import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSessionStore, MarketplaceProvider, type SessionStore } from '@momento/marketplace-kit';
import {
  createMockApi,
  implementations,
  mockLogin,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  type MockApi,
  type MockContext,
} from '@momento/marketplace-kit/mocks';
import type { OperationId } from '@momento/contract/routes';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { actionTexts } from './actions/actionTexts.ts';
import type { ResolvedOptions } from './options.ts';
import { signInTexts } from './signin.ts';
import { de } from './locales/de.ts';
import { EmbedDictionaryContext, embedTexts } from './texts.ts';
import { TicketEmbed } from './TicketEmbed.tsx';

// The ticket widget in each of its action states, on the kit's mock API (MSW). The stories render the widget's React
// tree as mountWidget does, without the closed shadow root, so that Storybook, axe and the play functions see it.

const STORY_API = '/api/v1';
const SITE = 'https://momento.example';

/** The mock's seeded seller's ticket, and the two sides. */
function parties(api: MockApi) {
  const account = (mail: string) => {
    const found = api.db.accounts.find((entry) => entry.user.mail === mail);
    if (!found) throw new globalThis.Error(`no ${mail} in the mock`);
    return found.user;
  };
  const seller = account(MOCK_SELLER_EMAIL);
  const ticket = api.db.tickets.find((item) => item.seller.id === seller.id && Number(item.isSale) === 1);
  if (!ticket) throw new globalThis.Error('no ticket of the seller for sale in the mock');
  return { seller, buyer: account(MOCK_BUYER_EMAIL), ticket };
}

/** Runs a mock operation as `viewer`, as the API would for their request. */
function run<Id extends OperationId>(api: MockApi, id: Id, viewer: MockContext<Id>['viewer'], body: unknown) {
  const implementation = implementations[id] as (context: MockContext<Id>) => unknown;
  return implementation({
    db: api.db,
    body,
    viewer,
    query: {},
    bearer: null,
    url: new URL(`http://mock.test${STORY_API}`),
    origin: null,
  } as unknown as MockContext<Id>);
}

type OfferStage = 'open' | 'countered' | 'accepted';

/** The buyer's offer on the ticket: open, countered by the seller, or accepted by the seller. */
function arrangeOffer(api: MockApi, stage: OfferStage) {
  const { seller, buyer, ticket } = parties(api);
  const items = [{ product_id: ticket.product_id, product_listing_name: ticket.listing_name }];
  const offer = run(api, 'offerCreate', buyer, {
    offer_type: 'OFFER',
    offer_price: 300,
    seller_id: seller.id,
    offer_items: items,
  }) as { offer_no: string; offer_id: number };
  if (stage === 'open') return;
  if (stage === 'accepted') {
    run(api, 'offerSetStatus', seller, {
      offer_no: offer.offer_no,
      offer_id: offer.offer_id,
      status: 'ACCEPT',
    });
    return;
  }
  run(api, 'offerCounter', seller, {
    offer_type: 'COUNTER_OFFER',
    offer_no: offer.offer_no,
    offer_price: 420,
    offer_items: items,
  });
}

interface WidgetStoryOptions {
  signedIn?: boolean;
  offer?: OfferStage;
  overrides?: (api: MockApi) => HttpHandler[];
  /** What `window.open` gives the sign-in: a window that never answers, or null (blocked). */
  signInWindow?: 'silent' | 'blocked';
}

let session: SessionStore | undefined;
let productId = '1';

function WidgetStory({
  actions,
  locale,
}: {
  actions?: string;
  /** `de` renders the widget as `data-locale="de"` does. */ locale?: 'de';
}) {
  const [host] = useState(() => document.createElement('div'));
  const options: ResolvedOptions & { productId: string } = {
    widget: 'ticket',
    productId,
    partner: 'riverside-arena',
    apiBase: STORY_API,
    siteUrl: SITE,
    theme: 'light',
    limit: 6,
    actions,
  };
  return (
    <MarketplaceProvider
      apiBase={STORY_API}
      session={session}
      storage={null}
      restoreSession={false}
      // A notice stays until dismissed: the story's screenshots show it however long they take.
      toastDuration={0}
      locale={locale}
      messages={locale ? de.kit : undefined}
    >
      <EmbedDictionaryContext.Provider value={locale ? de : undefined}>
        <div lang={locale}>
          <TicketEmbed options={options} host={host} />
        </div>
      </EmbedDictionaryContext.Provider>
    </MarketplaceProvider>
  );
}

function widgetStory({ signedIn = false, offer, overrides, signInWindow }: WidgetStoryOptions = {}) {
  return {
    beforeEach({ msw }: { msw: MswApi }) {
      const api = createMockApi({ apiBase: STORY_API });
      productId = String(parties(api).ticket.product_id);
      if (offer) arrangeOffer(api, offer);
      msw.use(...(overrides?.(api) ?? []), ...api.handlers);
      session = createSessionStore({ apiBase: STORY_API, storage: null });
      if (signedIn) session.signIn({ ...mockLogin(api.db, MOCK_BUYER_EMAIL), refresh_token: '' });
      if (!signInWindow) return undefined;
      const open = window.open;
      const silent = { closed: false, close() {}, postMessage() {} } as unknown as Window;
      window.open = () => (signInWindow === 'blocked' ? null : silent);
      return () => {
        window.open = open;
      };
    },
  };
}

const meta = { title: 'Embed/Ticket widget', component: WidgetStory } satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element.ownerDocument.body);
const loaded = async (element: HTMLElement) =>
  canvasOf(element).findByRole('button', { name: embedTexts.makeOffer }, { timeout: 10_000 });

/** Signed out: every action the partner allows; pressing one opens the sign-in window first. */
export const SignedOut: Story = {
  ...widgetStory(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = canvasOf(canvasElement);
    for (const name of [
      embedTexts.buyNow,
      embedTexts.addToCart,
      embedTexts.makeOffer,
      embedTexts.messageSeller,
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** Only the actions the partner turned on (`data-actions="offer,message"`). */
export const OfferAndMessageOnly: Story = {
  ...widgetStory(),
  args: { actions: 'offer,message' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      canvasOf(canvasElement).queryByRole('button', { name: embedTexts.buyNow }),
    ).not.toBeInTheDocument();
  },
};

/** Signing in: the window is open; the buttons wait. */
export const SigningIn: Story = {
  ...widgetStory({ signInWindow: 'silent' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await loaded(canvasElement));
    await expect(await canvasOf(canvasElement).findByText(embedTexts.signingIn)).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('button', { name: embedTexts.makeOffer })).toBeDisabled();
  },
};

/** The browser blocked the window: the widget says what to do. */
export const PopupBlocked: Story = {
  ...widgetStory({ signInWindow: 'blocked' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await loaded(canvasElement));
    await expect(await canvasOf(canvasElement).findByText(signInTexts.blocked)).toBeVisible();
  },
};

/** Signed in, no offer on this ticket yet. */
export const SignedIn: Story = {
  ...widgetStory({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      canvasOf(canvasElement).queryByRole('region', { name: actionTexts.yourOffer }),
    ).not.toBeInTheDocument();
  },
};

/** The buyer's open offer, shown on the ticket. */
export const OfferOpen: Story = {
  ...widgetStory({ signedIn: true, offer: 'open' }),
  play: async ({ canvasElement }) => {
    const region = await canvasOf(canvasElement).findByRole(
      'region',
      { name: actionTexts.yourOffer },
      { timeout: 10_000 },
    );
    await expect(within(region).getByText(actionTexts.status.sent)).toBeVisible();
  },
};

/** The seller countered: the seller's price, and View offer to answer. */
export const OfferCountered: Story = {
  ...widgetStory({ signedIn: true, offer: 'countered' }),
  play: async ({ canvasElement }) => {
    const region = await canvasOf(canvasElement).findByRole(
      'region',
      { name: actionTexts.yourOffer },
      { timeout: 10_000 },
    );
    await expect(within(region).getByText(actionTexts.status.countered)).toBeVisible();
    await expect(within(region).getByText('$420.00')).toBeVisible();
  },
};

/** Accepted: Add to Cart on the ticket itself. */
export const OfferAccepted: Story = {
  ...widgetStory({ signedIn: true, offer: 'accepted' }),
  play: async ({ canvasElement }) => {
    const region = await canvasOf(canvasElement).findByRole(
      'region',
      { name: actionTexts.yourOffer },
      { timeout: 10_000 },
    );
    await expect(within(region).getByText(actionTexts.status.accepted)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** Make Offer: the kit's offer form in the widget's overlay. */
export const MakingAnOffer: Story = {
  ...widgetStory({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await loaded(canvasElement));
    await expect(await canvasOf(canvasElement).findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Message seller: the chat with the seller in the widget's overlay. */
export const ChatOpen: Story = {
  ...widgetStory({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: embedTexts.messageSeller }));
    await expect(
      await canvasOf(canvasElement).findByRole(
        'dialog',
        { name: embedTexts.messageSeller },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Add to Cart done: the cart on the Momento site is one click away. */
export const CartAdded: Story = {
  ...widgetStory({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: embedTexts.addToCart }));
    await expect(
      await canvasOf(canvasElement).findByText(new RegExp(`^${actionTexts.added}`), {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The cart refused the ticket: the API's words in a notice, no "added" line. */
export const CartError: Story = {
  ...widgetStory({
    signedIn: true,
    overrides: () => [
      http.put(`${STORY_API}/user/cart.php`, () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'This ticket is no longer available.' } },
          { status: 409 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: embedTexts.addToCart }));
    await expect(
      await canvasOf(canvasElement).findByText(
        'This ticket is no longer available.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      canvasOf(canvasElement).queryByText(new RegExp(`^${actionTexts.added}`)),
    ).not.toBeInTheDocument();
  },
};

/** The ticket is loading. */
export const Loading: Story = {
  ...widgetStory({
    overrides: () => [
      http.get(`${STORY_API}/products.php`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText(embedTexts.loading)).toBeVisible();
  },
};

/** No such ticket. */
export const Empty: Story = {
  ...widgetStory({
    overrides: () => [
      http.get(`${STORY_API}/products.php`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await canvasOf(canvasElement).findByText(embedTexts.noTicket, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The API failed. */
export const Error: Story = {
  ...widgetStory({
    overrides: () => [
      http.get(`${STORY_API}/products.php`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'The server failed.' } }, { status: 500 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await canvasOf(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent(embedTexts.error);
  },
};

/** In German (`data-locale="de"`): the widget's and the kit's texts, the date and the dollar price as Intl de-DE writes them. */
export const German: Story = {
  ...widgetStory(),
  args: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('button', { name: de.embed.makeOffer }, { timeout: 10_000 });
    for (const name of [de.embed.buyNow, de.embed.addToCart, de.embed.messageSeller]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await expect(canvas.getByText(de.embed.ticketDetails)).toBeVisible();
    await expect(
      canvas.getByText(de.embed.price, { exact: false }).closest('[part="price"]'),
    ).toHaveTextContent(/^Preis [\d.]+,\d{2}\s\$$/);
  },
};

/** In German, signed in: Make Offer opens the kit's offer form with its German texts. */
export const GermanMakingAnOffer: Story = {
  ...widgetStory({ signedIn: true }),
  args: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: de.embed.makeOffer }, { timeout: 10_000 }),
    );
    await expect(
      await canvas.findByRole('dialog', { name: de.kit.offer.createTitle }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.kit.offer.send })).toBeVisible();
  },
};
