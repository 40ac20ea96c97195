import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { emptyTexts, errorTexts, notices, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { REPORT_ID, withReports } from '../messagesScenarios.ts';
import { reportsTexts as t } from '../texts.ts';
import { MyReports } from './MyReports.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: t.newReport }));
  return screen.findByRole('dialog', { name: t.newReport });
}

async function chooseType(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t.reportType) }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('MyReports', () => {
  it('lists the reports, each linking to its thread, and passes axe', async () => {
    const { container } = renderWithApi(server, <MyReports />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withReports,
    });
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getByRole('link', { name: /Order MO-2026-000100 not received/ })).toHaveAttribute(
      'href',
      `/account/report/${REPORT_ID}`,
    );
    expect(within(list).getByRole('link', { name: /Payment charged twice/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'No reports found' without reports", async () => {
    renderWithApi(server, <MyReports />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByText(emptyTexts.noReports)).toBeInTheDocument();
  });

  it('shows an error when the reports fail to load', async () => {
    renderWithApi(server, <MyReports />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'reportRooms')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrong)).toBeInTheDocument();
  });

  it.each([
    [{ title: '', type: null, description: '' }, m.titleRequired, t.reportTitle],
    [{ title: 'x'.repeat(257), type: null, description: '' }, m.titleMax, t.reportTitle],
    [{ title: 'Late delivery', type: null, description: '' }, m.typeRequired, t.reportType],
    [{ title: 'Late delivery', type: 'Other', description: '' }, m.descriptionRequired, t.description],
    [
      { title: 'Late delivery', type: 'Other', description: 'd'.repeat(257) },
      m.descriptionMax,
      t.description,
    ],
  ])('New Report with %o shows %s on its field and sends nothing', async (values, message, field) => {
    const { api } = renderWithApi(server, <MyReports />, { signedInAs: MOCK_BUYER_EMAIL });
    const dialog = await openForm();
    if (values.title) {
      await userEvent.click(within(dialog).getByRole('textbox', { name: new RegExp(t.reportTitle) }));
      await userEvent.paste(values.title);
    }
    if (values.type) await chooseType(dialog, values.type);
    if (values.description) {
      await userEvent.click(within(dialog).getByRole('textbox', { name: new RegExp(t.description) }));
      await userEvent.paste(values.description);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    const control =
      field === t.reportType
        ? within(dialog).getByRole('button', { name: new RegExp(t.reportType) })
        : within(dialog).getByRole('textbox', { name: new RegExp(field) });
    await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(api.db.reports).toHaveLength(0);
  });

  it("creates a report: 'Reported Successfully', the form closes and the list shows it", async () => {
    const { api } = renderWithApi(server, <MyReports />, { signedInAs: MOCK_BUYER_EMAIL });
    const dialog = await openForm();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t.reportTitle) }),
      'Seller does not answer',
    );
    await chooseType(dialog, 'Other');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t.description) }),
      'No answer for a week.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(notices.reported)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: /Seller does not answer/ })).toBeInTheDocument();
    expect(api.db.reports[0]?.room).toMatchObject({
      title: 'Seller does not answer',
      content: 'No answer for a week.',
      type: 'Other',
    });
  });
});
