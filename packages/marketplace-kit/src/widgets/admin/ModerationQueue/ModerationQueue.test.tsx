import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminSharedTexts } from '../adminTexts.ts';
import { moderationTexts as t } from './moderationTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { ModerationQueue } from './ModerationQueue.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = async (name: string) => screen.findByRole('article', { name });

describe('ModerationQueue', () => {
  it('lists a queued item of every kind, oldest first, with its creator, listings and the duplicate flag, and passes axe', async () => {
    const { container } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    const venue = await row('Wrigley Feild, Chicago');
    expect(within(venue).getByText('Venue')).toBeInTheDocument();
    expect(within(venue).getByRole('link', { name: 'Grace Hopper (grace@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(venue).getByRole('link', { name: '1908 World Series ticket stub' })).toHaveAttribute(
      'href',
      '/tickets/101',
    );
    const team = await row('Chicago Cubbs');
    expect(within(team).getByText(t.duplicateOf('Chicago Cubs'))).toBeInTheDocument();
    expect(within(team).getByRole('button', { name: t.merge })).toBeInTheDocument();
    expect(within(venue).queryByRole('button', { name: t.merge })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('approves an item: the toast names it, it leaves the queue and the audit log records it', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(within(await row('The Beatles')).getByRole('button', { name: t.approve }));
    expect(await screen.findByText(t.approved('The Beatles'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'The Beatles' })).toBeNull());
    expect(api.db.admin.queue.find((item) => item.id === 33)?.status).toBe('APPROVED');
    expect(api.db.admin.audit[0]).toMatchObject({
      action: 'QUEUE_APPROVE',
      item_kind: 'artist',
      item_id: 33,
    });
  });

  it('rejects only with a reason, which the audit log keeps', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(within(await row('Cricket')).getByRole('button', { name: t.reject }));
    const dialog = await screen.findByRole('dialog', { name: t.rejectTitle('Cricket') });
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) });
    expect(reason).toHaveAccessibleDescription(adminSharedTexts.reasonRequired);
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Not a sub-genre we list.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.rejected('Cricket'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.db.admin.queue.find((item) => item.id === 34)?.status).toBe('REJECTED');
    expect(api.db.admin.audit[0]?.after).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'Not a sub-genre we list.',
    });
  });

  it('keeps the dialog and the typed reason when the server refuses, and toasts its message', async () => {
    renderWithApi(server, <ModerationQueue />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [
        mockErrorHandler(TEST_API, 'adminQueueDecide', {
          code: 'CONFLICT',
          message: 'This item is no longer waiting for moderation.',
        }),
      ],
    });
    await userEvent.click(within(await row('Cricket')).getByRole('button', { name: t.reject }));
    const dialog = await screen.findByRole('dialog', { name: t.rejectTitle('Cricket') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) }),
      'Duplicate',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await screen.findByText('This item is no longer waiting for moderation.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t.rejectTitle('Cricket') })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) })).toHaveValue(
      'Duplicate',
    );
  });

  it('renames an item, then approves it (Edit then approve)', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(
      within(await row('Wrigley Feild, Chicago')).getByRole('button', { name: t.editApprove }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.editTitle('Wrigley Feild, Chicago') });
    const name = within(dialog).getByRole('textbox', { name: new RegExp(t.displayName) });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: t.saveApprove }));
    expect(name).toHaveAccessibleDescription(t.nameRequired);
    await userEvent.type(name, 'Wrigley Field, Chicago');
    await userEvent.click(within(dialog).getByRole('button', { name: t.saveApprove }));
    expect(await screen.findByText(t.approved('Wrigley Field, Chicago'))).toBeInTheDocument();
    expect(api.db.admin.queue.find((item) => item.id === 31)).toMatchObject({
      status: 'APPROVED',
      display_name: 'Wrigley Field, Chicago',
    });
  });

  it('approves the selected items at once', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    const bulk = await screen.findByRole('button', { name: t.approveSelected(0) });
    expect(bulk).toBeDisabled();
    await userEvent.click(
      within(await row('The Beatles')).getByRole('checkbox', { name: t.select('The Beatles') }),
    );
    await userEvent.click(within(await row('Cricket')).getByRole('checkbox', { name: t.select('Cricket') }));
    await userEvent.click(screen.getByRole('button', { name: t.approveSelected(2) }));
    expect(await screen.findByText(t.bulkApproved(2))).toBeInTheDocument();
    expect(
      api.db.admin.queue
        .filter((item) => item.status === 'APPROVED')
        .map((item) => item.id)
        .sort(),
    ).toEqual([33, 34]);
  });

  it('merges a duplicate into the approved item after confirming', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(within(await row('Chicago Cubbs')).getByRole('button', { name: t.merge }));
    const confirm = await screen.findByRole('alertdialog', {
      name: t.mergeTitle('Chicago Cubbs', 'Chicago Cubs'),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: t.merge }));
    expect(await screen.findByText(t.merged('Chicago Cubbs', 'Chicago Cubs'))).toBeInTheDocument();
    expect(api.db.admin.audit[0]).toMatchObject({ action: 'QUEUE_MERGE', item_kind: 'team', item_id: 32 });
  });

  it('filters by kind and age through the query', async () => {
    const { rerender } = renderWithApi(
      server,
      <ModerationQueue query={{ kind: 'team' }} onQueryChange={() => {}} />,
      { signedInAs: MOCK_ADMIN_EMAIL },
    );
    const list = await screen.findByRole('list', { name: t.listLabel });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('article', { name: 'Chicago Cubbs' })).toBeInTheDocument();
    rerender(<ModerationQueue query={{ age: '5' }} onQueryChange={() => {}} />);
    // Waiting 5 days or more: the venue (9 days) and the team (6 days).
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('article')).toHaveLength(2),
    );
  });

  it('writes a chosen kind into the query', async () => {
    const changes: Array<Record<string, string>> = [];
    renderWithApi(server, <ModerationQueue query={{}} onQueryChange={(next) => changes.push(next)} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    const kind = await screen.findByRole('radiogroup', { name: t.kind });
    await userEvent.click(within(kind).getByRole('radio', { name: 'Artist' }));
    expect(changes).toEqual([{ kind: 'artist' }]);
  });

  it('shows its history on demand', async () => {
    const { api } = renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL });
    api.db.admin.audit.unshift({
      ...api.db.admin.audit[0]!,
      id: 99,
      item_kind: 'venue',
      item_id: 31,
      action: 'QUEUE_REJECT',
      before: { status: 'INQUEUE' },
      after: { status: 'REJECTED' },
    });
    const venue = await row('Wrigley Feild, Chicago');
    await userEvent.click(within(venue).getByRole('button', { name: adminSharedTexts.history }));
    const table = await within(venue).findByRole('table', {
      name: adminSharedTexts.historyLabel('Wrigley Feild, Chicago'),
    });
    expect(within(table).getByText('status: INQUEUE → REJECTED')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    renderWithApi(server, <ModerationQueue />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the queue fails to load', async () => {
    renderWithApi(server, <ModerationQueue />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminQueue')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
