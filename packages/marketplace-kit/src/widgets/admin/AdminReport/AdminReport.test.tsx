import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { errorTexts } from '#texts.ts';
import { buildReportRoom, MOCK_ADMIN_EMAIL, mockErrorHandler, type MockApi } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts, adminSharedTexts } from '../adminTexts.ts';
import { reportsInboxTexts as t } from '../ReportsInbox/reportsInboxTexts.ts';
import { CLOSED_REPORT_ID, OPEN_REPORT_ID } from '../adminScenarios.ts';
import { AdminReport } from './AdminReport.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The seeded open report is also the buyer's own report room, so the reporter's thread shows the replies. */
function withReporterThread(api: MockApi) {
  api.db.reports.push({
    room: buildReportRoom({ room_id: OPEN_REPORT_ID, title: 'Counterfeit item' }),
    userId: 1,
    replies: [],
  });
}

describe('AdminReport', () => {
  it('shows the report, the reporter and the reported seller with their listings, user page and sales, and passes axe', async () => {
    const { container } = renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Counterfeit item' })).toBeInTheDocument();
    expect(screen.getByText('The stub I received looks printed at home.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace (ada@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    expect(screen.getByRole('link', { name: 'Grace Hopper (grace@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(screen.getByRole('link', { name: t.sellerTickets(2) })).toHaveAttribute(
      'href',
      '/tickets?seller=2',
    );
    expect(screen.getByText(t.sellerOrders(3), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(t.noReplies)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends a reply that the reporter's thread shows, newest first, and empties the box", async () => {
    const { api } = renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      arrange: withReporterThread,
    });
    const box = await screen.findByRole('textbox', { name: new RegExp(t.replyLabel) });
    await userEvent.type(box, 'We asked the seller for proof of authenticity.');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.replySent)).toBeInTheDocument();
    const replies = await screen.findByRole('region', { name: t.repliesLabel });
    expect(
      await within(replies).findByText('We asked the seller for proof of authenticity.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(api.db.reports.find((thread) => thread.room.room_id === OPEN_REPORT_ID)?.replies[0]?.message).toBe(
      'We asked the seller for proof of authenticity.',
    );
  });

  it('refuses a reply over 500 characters with the message and keeps the text', async () => {
    renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    const box = await screen.findByRole('textbox', { name: new RegExp(t.replyLabel) });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(t.messageMax));
    expect(box).toHaveValue('x'.repeat(501));
  });

  it('keeps the typed reply when sending fails', async () => {
    renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [
        mockErrorHandler(TEST_API, 'adminReportReply', {
          code: 'INTERNAL',
          message: 'The reply could not be sent. Try again.',
        }),
      ],
    });
    const box = await screen.findByRole('textbox', { name: new RegExp(t.replyLabel) });
    await userEvent.type(box, 'Looking into it.');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('The reply could not be sent. Try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Looking into it.');
  });

  it('shows the contact-details refusal on the reply box and keeps the text until it changes', async () => {
    renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    const box = await screen.findByRole('textbox', { name: new RegExp(t.replyLabel) });
    await userEvent.type(box, 'Call the seller at 0171 555 0199');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining(errorTexts.offContactInfo)),
    );
    expect(box).toHaveValue('Call the seller at 0171 555 0199');
    await userEvent.type(box, '.');
    expect(box).not.toHaveAccessibleDescription(expect.stringContaining(errorTexts.offContactInfo));
  });

  it('closes an open report and reopens it', async () => {
    const { api } = renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    await userEvent.click(await screen.findByRole('button', { name: t.close }));
    expect(await screen.findByText(t.closed)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: t.reopen }));
    expect(await screen.findByText(t.reopened)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t.close })).toBeInTheDocument());
    expect(api.db.admin.audit.slice(0, 2).map((entry) => entry.action)).toEqual([
      'REPORT_REOPEN',
      'REPORT_CLOSE',
    ]);
    // The report's own history shows both, newest first.
    const history = screen.getByRole('region', { name: adminSharedTexts.history });
    expect(await within(history).findByText('status: CLOSED → OPEN')).toBeInTheDocument();
    expect(within(history).getByText('status: OPEN → CLOSED')).toBeInTheDocument();
  });

  it("shows a closed report's replies", async () => {
    renderWithApi(server, <AdminReport reportId={CLOSED_REPORT_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    expect(await screen.findByText('We refunded the second charge.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.reopen })).toBeInTheDocument();
  });

  it('offers Try again when the report fails to load', async () => {
    renderWithApi(server, <AdminReport reportId={OPEN_REPORT_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [
        mockErrorHandler(TEST_API, 'adminReport', { code: 'NOT_FOUND', message: 'Report not found' }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
    expect(screen.getByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
