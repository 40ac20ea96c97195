// The account side's widgets under the German dictionary: each area's texts reach the screen where a user meets
// them (headings, buttons, fields, lists by their names), and the same widgets show English without a dictionary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCart, buildCheckout, buildOrder, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { AccountLayoutView } from '#widgets/account/AccountLayout/AccountLayoutView.tsx';
import { MyTickets } from '#widgets/account/tickets/MyTickets/MyTickets.tsx';
import { seedMyTickets, buildOwnEvent, seedOwnEvent } from '#widgets/account/tickets/ticketScenarios.ts';
import { FairPriceHint } from '#widgets/account/tickets/TicketForm/FairPriceHint.tsx';
import { ReferenceStatusNote } from '#widgets/account/tickets/TicketForm/ReferenceStatusNote.tsx';
import { MyOrders } from '#widgets/account/orders/MyOrders/MyOrders.tsx';
import { seedOrders } from '#widgets/account/orders/orderScenarios.ts';
import { EmbedSnippetBuilder } from '#widgets/account/partners/EmbedSnippetBuilder/EmbedSnippetBuilder.tsx';
import { BecomeSellerView } from '#widgets/account/profile/BecomeSeller/BecomeSellerView.tsx';
import { ConnectedSitesView } from '#widgets/account/profile/ConnectedSites/ConnectedSitesView.tsx';
import { DeleteAccountView } from '#widgets/account/profile/DeleteAccount/DeleteAccountView.tsx';
import { NotificationSettingsView } from '#widgets/account/profile/NotificationSettings/NotificationSettingsView.tsx';
import { UpdatePasswordDialog } from '#widgets/account/profile/ProfileDialogs/ProfileFormDialogs.tsx';
import { EmbedSignInView } from '#widgets/embedSignIn/EmbedSignIn/EmbedSignInView.tsx';
import { CartPanelView } from '#widgets/purchase/CartPanel/CartPanelView.tsx';
import { CheckoutFlowView } from '#widgets/purchase/CheckoutFlow/CheckoutFlowView.tsx';
import { OrderPreviewView } from '#widgets/purchase/OrderPreview/OrderPreviewView.tsx';
import { mixedCartLines, shippingAddresses } from '#widgets/purchase/purchaseScenarios.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { de } from './de.ts';
import { englishKitTexts } from './en.ts';
import type { KitTexts } from './texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const languages = [
  {
    name: 'German, with locale="de" and the German dictionary',
    texts: de as KitTexts,
    provider: { locale: 'de', messages: de },
  },
  { name: 'English, without a dictionary', texts: englishKitTexts as KitTexts, provider: {} },
] as const;

type Options = Parameters<typeof renderWithApi>[2];

/** Runs `check` once in German and once in English, rendering through the provider of that language. */
function inBothLanguages(
  what: string,
  check: (
    texts: KitTexts,
    render: (ui: ReactElement, options?: Options) => ReturnType<typeof renderWithApi>,
  ) => Promise<void> | void,
) {
  for (const language of languages) {
    it(`${what} in ${language.name}`, () =>
      check(language.texts, (ui, options) =>
        renderWithApi(server, ui, { ...options, ...language.provider }),
      ));
  }
}

const host = {
  loaderUrl: 'https://momento.test/embed/momento-embed.js',
  apiBase: 'https://momento.test/api/v1',
  siteUrl: 'https://momento.test',
};
const noop = () => {};

describe('the purchase path', () => {
  inBothLanguages('My Cart shows its heading, pricing and Checkout', ({ cart }, render) => {
    render(<CartPanelView cart={buildCart({ items: mixedCartLines() })} onRemove={noop} onCheckout={noop} />);
    expect(screen.getByRole('heading', { level: 1, name: cart.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: cart.pricingDetails })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cart.checkout })).toBeInTheDocument();
  });

  inBothLanguages(
    'the checkout shows its heading, address panels and the order button',
    ({ checkout }, render) => {
      render(
        <CheckoutFlowView
          checkout={buildCheckout({
            line_items: mixedCartLines(),
            shipping_address: null,
            billing_address: null,
          })}
          shippingAddresses={shippingAddresses()}
          onChangeShipping={noop}
          onSaveAddress={async () => true}
          onPlaceOrder={noop}
        />,
      );
      expect(screen.getByRole('heading', { level: 1, name: checkout.title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: checkout.shippingAddress })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: checkout.goToCheckout })).toBeInTheDocument();
    },
  );

  inBothLanguages('the address form labels its fields', async ({ checkout }, render) => {
    const user = userEvent.setup();
    render(
      <CheckoutFlowView
        checkout={buildCheckout({
          line_items: mixedCartLines(),
          shipping_address: shippingAddresses()[0] ?? null,
          billing_address: null,
        })}
        shippingAddresses={shippingAddresses()}
        onChangeShipping={noop}
        onSaveAddress={async () => true}
        onPlaceOrder={noop}
      />,
    );
    await user.click(screen.getByRole('button', { name: `${checkout.add} ${checkout.billingAddress}` }));
    const dialog = await screen.findByRole('dialog');
    for (const label of [checkout.firstName, checkout.postalCode, checkout.country]) {
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
  });

  inBothLanguages('the order preview shows its pricing details and Cancel', ({ orderPreview }, render) => {
    render(<OrderPreviewView order={buildOrder()} onCancel={noop} onCompleteOrder={noop} />);
    expect(
      screen.getByRole('heading', { level: 1, name: `${orderPreview.orderId}: MO-2026-000123` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: orderPreview.pricingDetails })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: orderPreview.cancel })).toBeInTheDocument();
  });
});

describe('orders and the account menu', () => {
  inBothLanguages(
    'My Orders shows its heading, the BUY tab and an order card’s state',
    async ({ orders }, render) => {
      render(<MyOrders query={{}} onQueryChange={vi.fn()} />, {
        signedInAs: MOCK_BUYER_EMAIL,
        arrange: ({ db }) => seedOrders(db),
      });
      expect(await screen.findByRole('heading', { level: 1, name: orders.title })).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: /Game 1 ticket stub/ }, { timeout: 5000 });
      expect(within(card).getByText(orders.notPaid)).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: orders.buy }, { timeout: 10_000 })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  inBothLanguages('the account menu names its pages', ({ account }, render) => {
    render(<AccountLayoutView location="/account/myorders" showBecomeSeller />);
    const menu = screen.getByRole('navigation', { name: account.navigation });
    expect(within(menu).getByRole('link', { name: account.becomeSeller })).toHaveAttribute(
      'href',
      '/account/seller',
    );
    expect(within(menu).getByRole('link', { name: account.myOrders })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: account.deleteAccount })).toBeInTheDocument();
  });
});

describe('listings', () => {
  inBothLanguages('My Tickets shows its heading and Add Ticket', async ({ listings: tickets }, render) => {
    render(<MyTickets />, { signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => seedMyTickets(db) });
    expect(await screen.findByRole('heading', { level: 1, name: tickets.myTickets })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: tickets.addTicket })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: tickets.ticketsList })).toBeInTheDocument();
  });

  inBothLanguages('My Tickets says when there are none', async ({ empty }, render) => {
    render(<MyTickets />, { signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => void (db.tickets = []) });
    expect(await screen.findByText(empty.noTickets, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  inBothLanguages('My Orders ends its list with the end text', async ({ empty }, render) => {
    render(<MyOrders query={{}} onQueryChange={vi.fn()} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => seedOrders(db),
    });
    expect(await screen.findByText(empty.noMoreOrders, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  inBothLanguages('the approval note names its statuses', async ({ referenceStatus }, render) => {
    render(<ReferenceStatusNote event={buildOwnEvent()} userId={2} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: (api) => seedOwnEvent(api.db),
    });
    const note = screen.getByRole('list', { name: referenceStatus.label });
    expect((await within(note).findAllByText(referenceStatus.status.INQUEUE)).length).toBeGreaterThan(0);
  });

  inBothLanguages('the price comparison reads the price against the face value', ({ fairPrice }, render) => {
    render(<FairPriceHint eventId={null} price="90" facePrice="100" />);
    expect(screen.getByRole('status', { name: fairPrice.label })).toHaveTextContent(
      fairPrice.faceComparison(-10),
    );
  });
});

describe('the profile', () => {
  inBothLanguages('the e-mail preferences name their section and boxes', ({ profile }, render) => {
    render(
      <NotificationSettingsView
        preferences={{ orders: true, offers: true, messages: false, saved_searches: true, price_drops: true }}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: profile.emailNotifications })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${profile.notifyOrders}`) })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: new RegExp(`^${profile.notifyMessages}`) }),
    ).not.toBeChecked();
  });

  inBothLanguages('Update Password labels its fields', ({ profile }, render) => {
    render(<UpdatePasswordDialog onSubmit={noop} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: profile.updatePassword });
    expect(within(dialog).getByLabelText(new RegExp(`^${profile.oldPassword}`))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(new RegExp(`^${profile.confirmPassword}`))).toBeInTheDocument();
  });

  inBothLanguages('Become a seller shows its heading, agreement and Submit', ({ becomeSeller }, render) => {
    render(<BecomeSellerView onSubmit={noop} />);
    expect(screen.getByRole('heading', { name: becomeSeller.title })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: becomeSeller.agree })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: becomeSeller.submit })).toBeInTheDocument();
  });

  inBothLanguages('Delete account shows its heading, password and button', ({ deleteAccount }, render) => {
    render(<DeleteAccountView onDelete={noop} />);
    expect(screen.getByRole('heading', { name: deleteAccount.title })).toBeInTheDocument();
    // The field, not its show-password button (named 'Passwort anzeigen' under `de`).
    expect(
      screen.getByLabelText(new RegExp(`^${deleteAccount.password}`), { selector: 'input' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: deleteAccount.submit })).toBeInTheDocument();
  });

  inBothLanguages('the partner sites section says none can use the account', ({ connectedSites }, render) => {
    render(<ConnectedSitesView sites={[]} onRevoke={noop} />);
    expect(screen.getByRole('heading', { name: connectedSites.title })).toBeInTheDocument();
    expect(screen.getByText(connectedSites.empty)).toBeInTheDocument();
  });
});

describe('the partner pages', () => {
  inBothLanguages('the embed builder names its form, corners and fonts', async ({ embedSnippet }, render) => {
    render(<EmbedSnippetBuilder host={host} />, { signedInAs: MOCK_SELLER_EMAIL });
    expect(
      await screen.findByRole('form', { name: embedSnippet.formLabel }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const corners = screen.getByRole('radiogroup', { name: embedSnippet.radius });
    expect(
      within(corners).getByRole('radio', { name: embedSnippet.radiusLabels.slightlyRounded }),
    ).toBeInTheDocument();
    const fonts = screen.getByRole('radiogroup', { name: embedSnippet.font });
    expect(within(fonts).getByRole('radio', { name: embedSnippet.fontLabels.monospace })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: embedSnippet.copy })).toBeInTheDocument();
  });

  inBothLanguages(
    'the partner sign-in window asks a visitor to log in, its fields in the same language',
    ({ embedSignIn, shellChrome, shellForms }, render) => {
      const shell = { ...shellChrome, ...shellForms };
      render(
        <EmbedSignInView
          state="login"
          partnerHost="venue.example"
          onLogin={noop}
          onContinue={noop}
          onUseAnotherAccount={noop}
          onCancel={noop}
          onRetry={noop}
          onRegister={noop}
          forgotPasswordHref="/forgot-password"
        />,
      );
      expect(screen.getByText(embedSignIn.loginIntro('venue.example'))).toBeInTheDocument();
      expect(screen.getByLabelText(shell.email)).toBeInTheDocument();
      expect(screen.getByLabelText(shell.password)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: shell.login })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: new RegExp(`^${shell.forgetPassword}`) })).toBeInTheDocument();
    },
  );

  inBothLanguages(
    'the partner sign-in window asks to continue as the signed-in visitor',
    ({ embedSignIn }, render) => {
      render(
        <EmbedSignInView
          state="consent"
          partnerHost="venue.example"
          firstName="Gracie"
          onLogin={noop}
          onContinue={noop}
          onUseAnotherAccount={noop}
          onCancel={noop}
          onRetry={noop}
          onRegister={noop}
          forgotPasswordHref="/forgot-password"
        />,
        { signedInAs: MOCK_BUYER_EMAIL },
      );
      expect(screen.getByRole('heading', { name: embedSignIn.title })).toBeInTheDocument();
      expect(screen.getByText(embedSignIn.consent('venue.example'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: embedSignIn.continueAs('Gracie') })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: embedSignIn.cancel })).toBeInTheDocument();
    },
  );
});

describe('overrides of single texts', () => {
  it('replace the texts given and leave English for the rest', () => {
    const messages = { cart: { title: 'Basket' } };
    renderWithApi(
      server,
      <CartPanelView cart={buildCart({ items: mixedCartLines() })} onRemove={noop} onCheckout={noop} />,
      { messages },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: englishKitTexts.cart.checkout })).toBeInTheDocument();
  });

  it('reach a text that interpolates', () => {
    const messages = { embedSignIn: { continueAs: (firstName: string) => `Carry on as ${firstName}` } };
    renderWithApi(
      server,
      <EmbedSignInView
        state="consent"
        partnerHost="venue.example"
        firstName="Gracie"
        onLogin={noop}
        onContinue={noop}
        onUseAnotherAccount={noop}
        onCancel={noop}
        onRetry={noop}
        onRegister={noop}
        forgotPasswordHref="/forgot-password"
      />,
      { messages },
    );
    expect(screen.getByRole('button', { name: 'Carry on as Gracie' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: englishKitTexts.embedSignIn.useAnotherAccount }),
    ).toBeInTheDocument();
  });
});

describe('the German texts themselves', () => {
  it('are German where a buyer and a seller meet them first', () => {
    expect(de.cart.title).toBe('Mein Warenkorb');
    expect(de.checkout.goToCheckout).toBe('Weiter zur Kasse');
    expect(de.orders.title).toBe('Meine Bestellungen');
    expect(de.account.myProfile).toBe('Mein Profil');
    expect(de.listings.addTicket).toBe('Ticket hinzufügen');
    expect(de.profile.updatePassword).toBe('Passwort ändern');
    expect(de.embedSignIn.continueAs('Gracie')).toBe('Weiter als Gracie');
    expect(de.fairPrice.comparison(-18, '120,00 $', 14)).toBe(
      'Preis 18 % unter ähnlichen Angeboten (Median 120,00 $, 14 Angebote)',
    );
  });
});
