import { RATE_LIMIT_REFUSALS, retryWaitText } from '@momento/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { notices, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { reportSellerTexts as t } from '../texts.ts';
import { ReportSellerDialog } from './ReportSellerDialog.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ReportSellerDialog', () => {
  it("requires a report type ('Please choose an option.') and sends nothing without one", async () => {
    const onClose = vi.fn();
    const { api, baseElement } = renderWithApi(
      server,
      <ReportSellerDialog sellerId={2} onClose={onClose} />,
      { signedInAs: MOCK_BUYER_EMAIL },
    );
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    const select = within(dialog).getByRole('button', { name: new RegExp(t.reportType) });
    expect(select).toHaveAccessibleDescription(expect.stringContaining(m.reportTypeRequired));
    expect(select).toHaveFocus();
    expect(api.db.sellerReports).toHaveLength(0);
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it("reports with a type and no description: 'Reported Successfully', then closes", async () => {
    const onClose = vi.fn();
    const { api } = renderWithApi(server, <ReportSellerDialog sellerId={2} onClose={onClose} />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const select = within(dialog).getByRole('button', { name: new RegExp(t.reportType) });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Counterfeit item' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(notices.reported)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.db.sellerReports[0]).toMatchObject({ report_type: 1, report_on: 2, content: null });
  });

  it('shows the wait in the dialog when the server refuses for too many reports, keeping the choice and staying open', async () => {
    const onClose = vi.fn();
    const refusal = `${RATE_LIMIT_REFUSALS.reports} ${retryWaitText(30)}`;
    const { api } = renderWithApi(server, <ReportSellerDialog sellerId={2} onClose={onClose} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [
        mockErrorHandler(TEST_API, 'reportSeller', {
          code: 'RATE_LIMITED',
          message: refusal,
          retryAfterSeconds: 30,
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const select = within(dialog).getByRole('button', { name: new RegExp(t.reportType) });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Counterfeit item' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(select).toHaveTextContent('Counterfeit item');
    expect(onClose).not.toHaveBeenCalled();
    expect(api.db.sellerReports).toHaveLength(0);
  });
});
