// The console in German (`locale="de" messages={de}`): each page's texts, labels and status badges where an operator
// sees them, a reason form's validation message in German; English without the dictionary.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { de } from '../../locale/de.ts';
import { AdminDeliveries } from './AdminDeliveries/AdminDeliveries.tsx';
import { AdminLayoutView } from './AdminLayout/AdminLayoutView.tsx';
import { AdminPartnerDetail } from './AdminPartnerDetail/AdminPartnerDetail.tsx';
import { AdminPartners } from './AdminPartners/AdminPartners.tsx';
import { AdminUsers } from './AdminUsers/AdminUsers.tsx';
import { AuditLog } from './AuditLog/AuditLog.tsx';
import { AdminDashboard } from './Dashboard/AdminDashboard.tsx';
import { ModerationQueue } from './ModerationQueue/ModerationQueue.tsx';
import { ReportsInbox } from './ReportsInbox/ReportsInbox.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const german = { signedInAs: MOCK_ADMIN_EMAIL, locale: 'de', messages: de };

describe('the operator console in German', () => {
  it('names the console menu and its pages in German, in English without the dictionary', () => {
    const menu = (messages?: typeof de) =>
      render(
        <MarketplaceProvider apiBase={TEST_API} storage={null} restoreSession={false} locale={messages ? 'de' : 'en'} messages={messages}>
          <AdminLayoutView location="/admin/reports">the page</AdminLayoutView>
        </MarketplaceProvider>,
      );
    const { unmount } = menu(de);
    const nav = screen.getByRole('navigation', { name: 'Betreiberkonsole' });
    expect(within(nav).getByRole('link', { name: 'Meldungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/admin/audit');
    unmount();
    menu();
    expect(within(screen.getByRole('navigation', { name: 'Operator console' })).getByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });

  it('moderation: the queue, its kinds and the reject dialog, whose missing reason is asked for in German', async () => {
    renderWithApi(server, <ModerationQueue />, german);
    const list = await screen.findByRole('list', { name: 'Elemente, die auf Moderation warten' });
    const venue = within(list).getByRole('article', { name: 'Wrigley Feild, Chicago' });
    expect(within(venue).getByText('Veranstaltungsort')).toBeInTheDocument();
    const cricket = within(list).getByRole('article', { name: 'Cricket' });
    await userEvent.click(within(cricket).getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cricket ablehnen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByRole('textbox', { name: /Begründung/ })).toHaveAccessibleDescription('Bitte gib eine Begründung ein.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('the audit log: its columns, actions and items', async () => {
    renderWithApi(server, <AuditLog />, german);
    const table = await screen.findByRole('table', { name: 'Aktionen der Betreiber, neueste zuerst' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Wann',
      'Betreiber',
      'Aktion',
      'Element',
      'Vorher → nachher',
    ]);
    const [, entry] = within(table).getAllByRole('row');
    expect(within(entry as HTMLElement).getByText('Freigegeben')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText('Team #2')).toBeInTheDocument();
  });

  it('partners: the list, the status badges and the actions', async () => {
    renderWithApi(server, <AdminPartners />, german);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Riverside Arena pausieren' })).toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Pausiert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partner hinzufügen' })).toBeInTheDocument();
  });

  it('a partner’s page: the summary in words and the charts', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, german);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Arena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Partner' })).toBeInTheDocument();
    expect(screen.getByText(/^In diesem Zeitraum: [\d.]+ Aufrufe, \d+ Anmeldungen, \d+ Angebote, \d+ Bestellungen und [\d.,]+ \$ Umsatz\.$/)).toBeInTheDocument();
    expect(screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      'Aufrufe pro Tag',
      'Anmeldungen und Angebote pro Tag',
      'Bestellungen pro Tag',
      'Umsatz pro Tag',
    ]);
  });

  it('reports: the inbox and the status badges', async () => {
    renderWithApi(server, <ReportsInbox />, german);
    const list = await screen.findByRole('list', { name: 'Meldungen, offene zuerst' });
    expect(within(list).getAllByText('OFFEN').length).toBeGreaterThan(0);
    const status = screen.getByRole('radiogroup', { name: 'Status' });
    expect(within(status).getByRole('radio', { name: 'Jeder Status' })).toBeChecked();
    expect(within(status).getByRole('radio', { name: 'GESCHLOSSEN' })).toBeInTheDocument();
  });

  it('deliveries: the disputed sub-order and its actions', async () => {
    renderWithApi(server, <AdminDeliveries />, german);
    const delivery = await screen.findByRole('article', { name: 'Bestellung MO-2026-000120' });
    expect(within(delivery).getByRole('button', { name: 'Lieferung bestätigen' })).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Stornieren und erstatten' })).toBeInTheDocument();
  });

  it('the dashboard: the counts waiting now', async () => {
    renderWithApi(server, <AdminDashboard />, german);
    expect(await screen.findByRole('link', { name: '1 Offene Meldungen' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByRole('link', { name: '5 Warten auf Moderation' })).toBeInTheDocument();
  });

  it('users: the list and the seller status', async () => {
    renderWithApi(server, <AdminUsers />, german);
    const list = await screen.findByRole('list', { name: 'Nutzer' });
    expect(within(list).getByText('Verkäufer: Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument();
  });
});
