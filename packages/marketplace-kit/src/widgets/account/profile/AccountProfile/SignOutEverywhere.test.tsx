import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import {
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  mockErrorHandler,
  mockLogin,
  type MockApi,
} from '#mocks/index.ts';
import { errorTexts } from '#texts.ts';
import { renderShell, SHELL_TEST_API } from '#widgets/shell/AppShell/shellTesting.tsx';
import { connectedSitesTexts } from '../ConnectedSites/texts.ts';
import { profileTexts as t } from '../profileTexts.ts';
import { AccountProfile } from './AccountProfile.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function userIdOf(api: MockApi, email: string): number {
  const account = api.db.accounts.find((entry) => entry.user.mail === email);
  if (!account) throw new Error(`no mock account ${email}`);
  return account.user.id;
}

/** The sessions the mock API holds for a user: access and refresh tokens. */
function sessionsOf(api: MockApi, userId: number) {
  return {
    access: [...api.db.accessTokens.values()].filter((id) => id === userId).length,
    refresh: [...api.db.refreshTokens.values()].filter((id) => id === userId).length,
  };
}

describe('Sign out everywhere', () => {
  it('asks first, naming what ends, without axe violations; Cancel sends nothing and keeps the user signed in', async () => {
    const { api, session } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    const trigger = screen.getByRole('button', { name: t.signOutEverywhere });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: t.signOutEverywhereTitle });
    expect(dialog).toHaveTextContent(t.signOutEverywhereMessage);
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // react-aria's FocusScope returns focus to the trigger on the animation frame after the dialog unmounts, so the
    // assertion waits for that frame rather than racing it (under load the frame comes late).
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(sessionsOf(api, userIdOf(api, MOCK_BUYER_EMAIL))).toEqual({ access: 1, refresh: 1 });
  });

  it("confirmed, ends every session of the user on the server, shows 'You have been signed out everywhere', signs out here and goes home", async () => {
    const { api, session, navigate } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    const buyer = userIdOf(api, MOCK_BUYER_EMAIL);
    // Another browser of the same user, and another user's session, which stays.
    mockLogin(api.db, MOCK_BUYER_EMAIL);
    mockLogin(api.db, MOCK_SELLER_EMAIL);
    expect(sessionsOf(api, buyer)).toEqual({ access: 2, refresh: 2 });

    await userEvent.click(screen.getByRole('button', { name: t.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: t.signOutEverywhereTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere }));

    expect(await screen.findByText(t.signedOutEverywhere)).toBeInTheDocument();
    await waitFor(() => expect(session.getSnapshot().status).toBe('loggedOut'));
    expect(session.getSnapshot().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(sessionsOf(api, buyer)).toEqual({ access: 0, refresh: 0 });
    expect(sessionsOf(api, userIdOf(api, MOCK_SELLER_EMAIL))).toEqual({ access: 1, refresh: 1 });
  });

  it("then shows one signed-out state, 'Please log in to continue.', instead of sections that load or fail forever", async () => {
    const { container } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    // The last two sections have arrived and loaded before the user signs out.
    expect(await screen.findByRole('checkbox', { name: t.notifyOrders })).toBeInTheDocument();
    expect(await screen.findByText(connectedSitesTexts.empty)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: t.signOutEverywhereTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere }));

    expect(await screen.findByText(errorTexts.unauthorized)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByText(t.preferencesLoading)).toBeNull();
    expect(screen.queryByText(connectedSitesTexts.loading)).toBeNull();
    expect(screen.queryByText(errorTexts.somethingWentWrong)).toBeNull();
    expect(screen.queryByRole('button', { name: t.signOutEverywhere })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's refusal and keeps the user signed in", async () => {
    const { session, navigate } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      overrides: () => [
        mockErrorHandler(SHELL_TEST_API, 'logoutEverywhere', {
          code: 'INTERNAL',
          message: 'Something broke on our side.',
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: t.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog', { name: t.signOutEverywhereTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere }));
    expect(await screen.findByText('Something broke on our side.')).toBeInTheDocument();
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(navigate).not.toHaveBeenCalled();
  });
});
