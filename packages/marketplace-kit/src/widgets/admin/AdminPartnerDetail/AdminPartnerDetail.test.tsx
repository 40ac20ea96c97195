import { PARTNER_RANGE_REFUSALS } from '@momento/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts } from '../adminTexts.ts';
import { dashboardTexts } from '../Dashboard/dashboardTexts.ts';
import { partnersTexts } from '../AdminPartners/partnersTexts.ts';
import { AdminPartnerDetail } from './AdminPartnerDetail.tsx';
import { partnerDetailTexts as t } from './partnerDetailTexts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AdminPartnerDetail', () => {
  it('shows the partner, a summary in words, four charts named by their summaries and its orders; passes axe', async () => {
    const { container } = renderWithApi(server, <AdminPartnerDetail partnerId={61} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Arena' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `${t.origins}: Riverside Arena` })).toHaveTextContent(
      'https://riverside.example',
    );
    expect(screen.getByRole('link', { name: t.embedSnippet })).toHaveAttribute(
      'href',
      '/admin/partners/61/embed',
    );
    expect(
      screen.getByText(
        /^In this range: [\d,]+ views, \d+ sign-ins, \d+ offers, \d+ orders and \$[\d,.]+ in sales\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent),
    ).toEqual([t.viewsPerDay, t.signInsAndOffers, t.ordersPerDay, t.salesPerDay]);
    expect(
      await screen.findByRole(
        'img',
        { name: new RegExp(`^${t.viewsPerDay}\\. ${t.views}: total [\\d,]+`) },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: t.ordersTitle });
    expect(within(orders).getByRole('rowheader', { name: 'MO-2026-000120' })).toBeInTheDocument();
    expect(
      within(orders).getByRole('row', { name: /MO-2026-000117 Grace Hopper .* Link/ }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens a chart’s data table with one row a day of the range (the last 30 days by default)', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, { signedInAs: MOCK_ADMIN_EMAIL });
    const figure = await screen.findByRole('figure', { name: t.viewsPerDay });
    await userEvent.click(within(figure).getByRole('button', { name: dashboardTexts.showTable }));
    expect(within(within(figure).getByRole('table')).getAllByRole('row')).toHaveLength(31);
  });

  it('refuses a backwards range in the server’s words, and sends a good one to the query', async () => {
    const changes: Array<Record<string, string>> = [];
    renderWithApi(
      server,
      <AdminPartnerDetail partnerId={61} query={{}} onQueryChange={(next) => changes.push(next)} />,
      { signedInAs: MOCK_ADMIN_EMAIL },
    );
    const from = await screen.findByRole('textbox', { name: t.from });
    const to = screen.getByRole('textbox', { name: t.to });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-05');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(from).toHaveAccessibleDescription(expect.stringContaining(PARTNER_RANGE_REFUSALS.backwards));
    expect(changes).toEqual([]);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(changes).toEqual([{ from: '2026-03-05', to: '2026-03-09' }]);
  });

  it('downloads the range as a CSV file named after the partner and the range', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:partner';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderWithApi(
      server,
      <AdminPartnerDetail partnerId={61} query={{ from: '2026-03-01', to: '2026-03-02' }} />,
      { signedInAs: MOCK_ADMIN_EMAIL },
    );
    await userEvent.click(await screen.findByRole('button', { name: t.downloadCsv }));
    await waitFor(() => expect(clicks).toEqual(['partner-61-2026-03-01-to-2026-03-02.csv']));
    expect((await created[0]?.text())?.split('\r\n')[0]).toBe(
      'Date,Views,Sign-ins,Offers,Orders,Sales (USD)',
    );
    expect(await screen.findByText(t.downloaded)).toBeInTheDocument();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('pauses the partner from its page', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(
      await screen.findByRole('button', { name: partnersTexts.pauseLabel('Riverside Arena') }),
    );
    expect(await screen.findByText(partnersTexts.paused('Riverside Arena'))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: partnersTexts.resumeLabel('Riverside Arena') }),
    ).toBeInTheDocument();
  });

  it('edits the partner’s details in the partners dialog, starting from what it has', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: t.editLabel('Riverside Arena') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: partnersTexts.editTitle('Riverside Arena') },
      { timeout: 10_000 },
    );
    const name = within(dialog).getByRole('textbox', { name: partnersTexts.name });
    expect(name).toHaveValue('Riverside Arena');
    await userEvent.clear(name);
    await userEvent.type(name, 'Riverside Hall');
    await userEvent.click(within(dialog).getByRole('button', { name: partnersTexts.saveEdit }));
    expect(await screen.findByText(t.saved('Riverside Hall'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Hall' })).toBeInTheDocument();
  });

  it('says when the partner has no activity and no orders yet', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={62} />, { signedInAs: MOCK_ADMIN_EMAIL });
    expect(await screen.findByText(t.noActivity)).toBeInTheDocument();
    expect(await screen.findByText(t.noOrders)).toBeInTheDocument();
  });

  it('shows the console’s error with Try again when the page fails to load', async () => {
    renderWithApi(server, <AdminPartnerDetail partnerId={61} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminPartner')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
