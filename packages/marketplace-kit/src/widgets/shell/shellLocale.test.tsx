// The shell in German (`locale="de" messages={de}`): the header, its menus and notification centre, the footer, the
// login form and its validation messages, /unsubscribe; English without the dictionary.
import type { Notification } from '@momento/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMockNotification, MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { TEST_API } from '#widgets/shared/testSetup.tsx';
import { de } from '../../locale/de.ts';
import { useAuthDialogs } from './AppShell/authDialogContext.tsx';
import { renderShell } from './AppShell/shellTesting.tsx';
import { Footer } from './Footer/Footer.tsx';
import { preloadAccountMenu } from './Header/AccountMenuSlot.tsx';
import { Header } from './Header/Header.tsx';
import { NotificationCentreView } from './Header/NotificationCentreView.tsx';
import { Unsubscribe } from './Unsubscribe/Unsubscribe.tsx';

const server = setupServer();
const initialMatchMedia = window.matchMedia;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The avatar menu's code is in place before the first press (see preloadAccountMenu).
beforeAll(() => preloadAccountMenu());
afterEach(() => {
  server.resetHandlers();
  window.matchMedia = initialMatchMedia;
});
afterAll(() => server.close());

const german = { locale: 'de', messages: de };

function OpenLogin() {
  const { openLogin } = useAuthDialogs();
  return (
    <button type="button" onClick={() => openLogin()}>
      Open login
    </button>
  );
}

describe('the shell in German', () => {
  it('the header: logo, search, Login, cart and the main navigation', () => {
    renderShell(server, <Header location="/genre" />, german);
    expect(screen.getByRole('link', { name: 'Momento-Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Team/Künstler', 'Genre', 'Veranstaltungsort', 'Historische Momente', 'Sammlungen']);
    expect(within(nav).getByRole('link', { name: 'Genre' })).toHaveAttribute('aria-current', 'page');
  });

  it('the header in English without the dictionary', () => {
    renderShell(server, <Header location="/" />);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
  });

  it('the login dialog: its fields, and each check’s message in German after a bad input', async () => {
    renderShell(server, <OpenLogin />, german);
    await userEvent.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(within(dialog).getByLabelText('E-Mail')).toHaveAccessibleDescription(
      'Bitte gib die E-Mail-Adresse ein.',
    );
    await userEvent.type(within(dialog).getByLabelText('E-Mail'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(within(dialog).getByLabelText('E-Mail')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    expect(within(dialog).getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });

  it('the login dialog’s messages in English without the dictionary', async () => {
    renderShell(server, <OpenLogin />);
    await userEvent.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter the email.');
  });

  it('the account menu: an admin’s Operator console entry', async () => {
    window.matchMedia = (query: string) => ({ ...initialMatchMedia(query), matches: false });
    renderShell(server, <Header location="/" />, { ...german, signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: 'Kontomenü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kontomenü' });
    expect(within(drawer).getByRole('link', { name: 'Betreiberkonsole' })).toHaveAttribute('href', '/admin');
  });

  it('the notification centre: the bell, the panel and its day headings', async () => {
    const withNotification = (api: MockApi) => {
      const id = api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
      addMockNotification(api.db, id, {
        type: 'message_received',
        title: 'New message from Grace',
        link: '/account/mymessages/7',
      });
    };
    renderShell(server, <Header location="/" />, {
      ...german,
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withNotification,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(within(panel).getByRole('heading', { name: 'Heute' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toBeInTheDocument();
  });

  it('the footer: its links and social media', () => {
    renderShell(server, <Footer />, { ...german, withDialogs: false });
    const footer = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Soziale Medien' })).toBeInTheDocument();
  });

  it('/unsubscribe: which e-mails stop, in German words', async () => {
    renderShell(server, <Unsubscribe token="mail-token" />, {
      ...german,
      withDialogs: false,
      arrange: (mock) => void mock.db.unsubscribeTokens.set('mail-token', { userId: 7, kind: 'price_drops' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Du erhältst keine E-Mails mehr zu Preissenkungen.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-Mail-Einstellungen' })).toHaveAttribute('href', '/account');
  });
});

describe('the notification centre’s days and times under locale="de"', () => {
  // Local times, so that the day headings and times read the same in any time zone.
  const now = new Date('2026-11-26T12:00:00').getTime();
  const at = (id: number, title: string, local: string): Notification => ({
    id,
    kind: 'orders',
    type: 'order_paid',
    title,
    body: '',
    link: '/account/myorders',
    created_at: new Date(local).toISOString(),
    read_at: null,
  });
  const items = [at(1, 'Order paid', '2026-11-26T09:05:00'), at(2, 'Order shipped', '2026-11-20T16:30:00')];
  const centre = (locale?: string) =>
    render(
      <MarketplaceProvider
        apiBase={TEST_API}
        storage={null}
        restoreSession={false}
        clock={() => now}
        locale={locale}
        messages={locale ? de : undefined}
      >
        <NotificationCentreView items={items} unreadCount={2} onOpen={() => {}} onMarkAllRead={() => {}} />
      </MarketplaceProvider>,
    );

  it('heads an older day with its German date and shows each time on the 24-hour clock', () => {
    centre('de');
    const today = within(screen.getByRole('region', { name: 'Heute' }));
    expect(today.getByRole('link', { name: /Order paid/ })).toHaveTextContent(/09:05$/);
    const older = within(screen.getByRole('region', { name: '20.11.2026' }));
    expect(older.getByRole('heading', { name: '20.11.2026' })).toBeInTheDocument();
    expect(older.getByRole('link', { name: /Order shipped/ })).toHaveTextContent(/16:30$/);
  });

  it('keeps dd/mm/yyyy and the 12-hour clock in English', () => {
    centre();
    expect(
      within(screen.getByRole('region', { name: 'Today' })).getByRole('link', { name: /Order paid/ }),
    ).toHaveTextContent(/9:05 AM$/);
    const older = within(screen.getByRole('region', { name: '20/11/2026' }));
    expect(older.getByRole('link', { name: /Order shipped/ })).toHaveTextContent(/4:30 PM$/);
  });
});
