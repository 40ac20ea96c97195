import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { errorTexts, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { REPORT_ID, withReports } from '../messagesScenarios.ts';
import { reportsTexts as t } from '../texts.ts';
import { ReportThread } from './ReportThread.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const replyBox = () => screen.getByRole('textbox', { name: t.replyLabel });

describe('ReportThread', () => {
  it('shows the report, its replies and a reply box, and passes axe', async () => {
    const { container } = renderWithApi(server, <ReportThread reportId={REPORT_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withReports,
    });
    expect(
      await screen.findByRole('heading', { name: 'Order MO-2026-000100 not received' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The order was marked shipped two weeks ago but never arrived.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: t.repliesLabel })).getByText(
        'We have contacted the seller and will update you shortly.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts a new reply first', async () => {
    renderWithApi(server, <ReportThread reportId={REPORT_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withReports,
    });
    await screen.findByRole('heading', { name: 'Order MO-2026-000100 not received' });
    await userEvent.type(replyBox(), 'Any news?{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: t.repliesLabel })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Any news?'),
    );
    expect(replyBox()).toHaveValue('');
  });

  it.each([
    ['  ', m.messageRequired],
    ['r'.repeat(501), m.messageMax],
  ])("a reply of '%s' shows its message and sends nothing", async (text, message) => {
    const { api } = renderWithApi(server, <ReportThread reportId={REPORT_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withReports,
    });
    await screen.findByRole('heading', { name: 'Order MO-2026-000100 not received' });
    await userEvent.click(replyBox());
    await userEvent.paste(text);
    await userEvent.keyboard('{Enter}');
    expect(replyBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.db.reports[0]?.replies).toHaveLength(1);
  });

  it("shows 'Oops something went wrong' when the thread fails to load", async () => {
    renderWithApi(server, <ReportThread reportId={REPORT_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'reportReplies')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrongShort)).toBeInTheDocument();
  });
});
