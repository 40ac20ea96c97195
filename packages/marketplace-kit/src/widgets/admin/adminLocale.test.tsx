// The admin area in German (`locale="de" messages={de}`): each page's texts, labels and status badges where an admin
// sees them, a reason form's validation message in German; English without the dictionary.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
        <MarketplaceProvider
          apiBase={TEST_API}
          storage={null}
          restoreSession={false}
          locale={messages ? 'de' : 'en'}
          messages={messages}
        >
          <AdminLayoutView location="/admin/reports">the page</AdminLayoutView>
        </MarketplaceProvider>,
      );
    const { unmount } = menu(de);
    const nav = screen.getByRole('navigation', { name: 'Betreiberkonsole' });
    expect(within(nav).getByRole('link', { name: 'Meldungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/admin/audit');
    unmount();
    menu();
    expect(
      within(screen.getByRole('navigation', { name: 'Operator console' })).getByRole('link', {
        name: 'Reports',
      }),
    ).toBeInTheDocument();
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
    expect(within(dialog).getByRole('textbox', { name: /Begründung/ })).toHaveAccessibleDescription(
      'Bitte gib eine Begründung ein.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('the audit log: its columns, actions and items', async () => {
    renderWithApi(server, <AuditLog />, german);
    const table = await screen.findByRole('table', { name: 'Aktionen der Betreiber, neueste zuerst' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Wann', 'Betreiber', 'Aktion', 'Element', 'Vorher → nachher']);
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
    expect(
      screen.getByText(
        /^In diesem Zeitraum: [\d.]+ Aufrufe, \d+ Anmeldungen, \d+ Angebote, \d+ Bestellungen und [\d.,]+ \$ Umsatz\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent),
    ).toEqual([
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
    expect(await screen.findByRole('link', { name: '1 Offene Meldungen' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.getByRole('link', { name: '5 Warten auf Moderation' })).toBeInTheDocument();
  });

  it('users: the list and the seller status', async () => {
    renderWithApi(server, <AdminUsers />, german);
    const list = await screen.findByRole('list', { name: 'Nutzer' });
    expect(within(list).getByText('Verkäufer: Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument();
  });
});

/** A date and time as Intl writes it in German ('02.11.2026, 16:00'); the hour depends on the runtime's zone. */
const germanDateTime = (day = '\\d{2}\\.\\d{2}\\.\\d{4}') =>
  new RegExp(`^${day.replace(/\.(?=\d)/g, '\\.')}, \\d{2}:\\d{2}$`);
/** Dollars as Intl writes them in German ('1.234,50 $', with a no-break space). */
const germanDollars = '[\\d.]+,\\d\\d\\s\\$';
/** A chart's day in German: '22. Nov.', '4. März'. */
const germanDay = /^\d{1,2}\. \p{L}+\.?$/u;

describe('the console’s dates, numbers and amounts under locale="de"', () => {
  it('deliveries: when the sub-order was shipped, its total, and the refund the dialog confirms', async () => {
    renderWithApi(server, <AdminDeliveries />, german);
    const article = await screen.findByRole('article', { name: 'Bestellung MO-2026-000120' });
    const delivery = within(article);
    expect(delivery.getByText(germanDateTime())).toBeVisible();
    expect(article).toHaveTextContent(/Summe 486,00\s\$/);
    await userEvent.click(delivery.getByRole('button', { name: 'Stornieren und erstatten' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'MO-2026-000120 stornieren und dem Käufer erstatten',
    });
    expect(within(dialog).getByRole('button', { name: /^486,00\s\$ erstatten$/ })).toBeInTheDocument();
    expect(screen.queryByText(/\$486\.00/)).toBeNull();
  });

  it('deliveries keep the product’s English formats without a locale', async () => {
    renderWithApi(server, <AdminDeliveries />, { signedInAs: MOCK_ADMIN_EMAIL });
    const article = await screen.findByRole('article', { name: 'Order MO-2026-000120' });
    expect(within(article).getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    expect(article).toHaveTextContent(/Total \$486\.00/);
  });

  it('a partner’s page: the summary’s figures, the orders, the added date and a chart’s data table and summary', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, german);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Arena' })).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`^In diesem Zeitraum: \\d\\.\\d{3} Aufrufe, .* und ${germanDollars} Umsatz\\.$`),
      ),
    ).toBeVisible();
    expect(screen.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    const orders = within(await screen.findByRole('table', { name: 'Bestellungen über diesen Partner' }));
    const order = within(orders.getByRole('row', { name: /^MO-2026-000117 / }));
    expect(order.getByRole('cell', { name: /^250,00\s\$$/ })).toBeInTheDocument();
    expect(order.getByText(germanDateTime())).toBeInTheDocument();
    const sales = within(screen.getByRole('figure', { name: 'Umsatz pro Tag' }));
    expect(
      await sales.findByRole(
        'img',
        {
          name: new RegExp(
            `^Umsatz pro Tag\\. Umsatz: insgesamt ${germanDollars}, am meisten ${germanDollars} am \\d{1,2}\\. \\p{L}+\\.?\\.$`,
            'u',
          ),
        },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(sales.getByRole('button', { name: 'Datentabelle anzeigen' }));
    const table = within(sales.getByRole('table', { name: 'Umsatz pro Tag' }));
    const [firstDay] = table.getAllByRole('rowheader');
    expect(firstDay).toHaveTextContent(germanDay);
    expect(
      table
        .getAllByRole('cell')
        .every((cell) => new RegExp(`^${germanDollars}$`).test(cell.textContent ?? '')),
    ).toBe(true);
  });

  it('a partner’s page under locale="de" without the German texts: English words, German figures', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      locale: 'de',
    });
    expect(
      await screen.findByText(
        new RegExp(
          `^In this range: \\d\\.\\d{3} views, \\d+ sign-ins, \\d+ offers, \\d+ orders and ${germanDollars} in sales\\.$`,
        ),
      ),
    ).toBeVisible();
  });

  it('a partner’s CSV download stays machine-readable: yyyy-mm-dd days and plain numbers, as in English', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:partner'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderWithApi(server, <AdminPartnerDetail partnerId={61} />, german);
      await userEvent.click(await screen.findByRole('button', { name: 'CSV herunterladen' }));
      expect(await screen.findByText('CSV heruntergeladen')).toBeInTheDocument();
      const [header, ...days] = ((await created[0]?.text()) ?? '').trim().split('\r\n');
      expect(header).toBe('Date,Views,Sign-ins,Offers,Orders,Sales (USD)');
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2},\d+,\d+,\d+,\d+,\d+\.\d\d$/);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('the dashboard: a chart’s days and amounts, in its data table and the summary screen readers hear', async () => {
    renderWithApi(server, <AdminDashboard />, german);
    const sales = within(await screen.findByRole('figure', { name: 'Umsatz pro Tag' }));
    expect(
      await sales.findByRole(
        'img',
        {
          name: new RegExp(
            `^Umsatz pro Tag\\. Umsatz: insgesamt ${germanDollars}, am meisten ${germanDollars} am \\d{1,2}\\. \\p{L}+\\.?\\.$`,
            'u',
          ),
        },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(sales.getByRole('button', { name: 'Datentabelle anzeigen' }));
    const table = within(sales.getByRole('table', { name: 'Umsatz pro Tag' }));
    expect(table.getAllByRole('rowheader').every((day) => germanDay.test(day.textContent ?? ''))).toBe(true);
    expect(table.getAllByRole('cell')[0]).toHaveTextContent(new RegExp(`^${germanDollars}$`));
    expect(screen.queryByText(/^\$[\d,]+\.\d\d$/)).toBeNull();
  });

  it('the audit log and the users list: when, in German formats', async () => {
    const { unmount } = renderWithApi(server, <AuditLog />, german);
    const table = await screen.findByRole('table', { name: 'Aktionen der Betreiber, neueste zuerst' });
    const [, entry] = within(table).getAllByRole('row');
    expect(within(entry as HTMLElement).getByText(germanDateTime())).toBeInTheDocument();
    unmount();
    renderWithApi(server, <AdminUsers />, german);
    const list = within(await screen.findByRole('list', { name: 'Nutzer' }));
    expect(list.getAllByText(/^\d{2}\.\d{2}\.\d{4}$/).length).toBeGreaterThan(0);
  });
});
