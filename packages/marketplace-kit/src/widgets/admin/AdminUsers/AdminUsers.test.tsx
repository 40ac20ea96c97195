import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SELLER_STATUS_LABELS } from '@momento/contract/routes';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts } from '../adminTexts.ts';
import { usersTexts as t } from './usersTexts.ts';
import { AdminUsers, USER_SEARCH_DEBOUNCE_MS } from './AdminUsers.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AdminUsers', () => {
  it('lists every user with their flags, each opening their page, and passes axe', async () => {
    const { container } = renderWithApi(server, <AdminUsers />, { signedInAs: MOCK_ADMIN_EMAIL });
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(list).getByText(t.seller(SELLER_STATUS_LABELS.ACTIVE))).toBeInTheDocument();
    expect(within(list).getByText(t.admin)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes the search into the query once typing pauses, replacing the history entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const changes: Array<[Record<string, string>, unknown]> = [];
      renderWithApi(
        server,
        <AdminUsers query={{}} onQueryChange={(next, options) => changes.push([next, options])} />,
        { signedInAs: MOCK_ADMIN_EMAIL },
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByRole('searchbox', { name: t.search }), 'grace');
      expect(changes).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS);
      });
      expect(changes).toEqual([[{ q: 'grace' }, { replace: true }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds users by name or e-mail from the query', async () => {
    renderWithApi(server, <AdminUsers query={{ q: 'ADA@' }} onQueryChange={() => {}} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(await within(list).findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: t.search })).toHaveValue('ADA@');
  });

  it('says so when nobody matches', async () => {
    renderWithApi(server, <AdminUsers query={{ q: 'nobody' }} onQueryChange={() => {}} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the search fails', async () => {
    renderWithApi(server, <AdminUsers />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminUsers')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
