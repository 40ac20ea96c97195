import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts } from '../adminTexts.ts';
import { auditTexts as t } from './auditTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { auditChanges } from './auditChanges.ts';
import { AuditLog } from './AuditLog.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AuditLog', () => {
  it('lists each action with its operator, time, item and the fields before and after, and passes axe', async () => {
    const { container } = renderWithApi(server, <AuditLog />, { signedInAs: MOCK_ADMIN_EMAIL });
    const table = await screen.findByRole('table', { name: t.listLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([t.when, t.actor, t.action, t.item, t.change]);
    const [, entry] = within(table).getAllByRole('row');
    expect(within(entry as HTMLElement).getByText('Approved')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText('Team #2')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText('status: INQUEUE → APPROVED')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText(MOCK_ADMIN_EMAIL)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows only the fields an action changed, with a dash where there was nothing', () => {
    expect(
      auditChanges({
        before: { status: 'OPEN', title: 'x' },
        after: { status: 'CLOSED', title: 'x', note: 'done' },
      }),
    ).toEqual([
      { field: 'status', before: 'OPEN', after: 'CLOSED' },
      { field: 'note', before: null, after: 'done' },
    ]);
    expect(auditChanges({ before: null, after: { hidden: true } })).toEqual([
      { field: 'hidden', before: null, after: 'true' },
    ]);
  });

  it('says so before any operator action', async () => {
    renderWithApi(server, <AuditLog />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the log fails to load', async () => {
    renderWithApi(server, <AuditLog />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminAudit')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
