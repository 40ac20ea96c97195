import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { notices, validationTexts as m } from '#texts.ts';
import { buildOrder, buildParty, MOCK_BUYER_EMAIL, MOCK_PASSWORD } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { deleteAccountTexts as t } from './texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function deleteWith(password: string) {
  const field = screen.getByLabelText(t.password);
  await userEvent.clear(field);
  if (password) {
    await userEvent.click(field);
    await userEvent.paste(password);
  }
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
}

describe('DeleteAccount', () => {
  it.each([
    ['', m.passwordRequired],
    ['p'.repeat(257), m.passwordMax],
  ])(
    "with the password '%s' shows '%s' on the field, focused, and sends nothing",
    async (password, message) => {
      renderShell(server, <DeleteAccount />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
      await deleteWith(password);
      const field = screen.getByLabelText(t.password);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it("asks for confirmation, then deletes: 'Account deleted successfully', logged out, home", async () => {
    const { container, session, navigate } = renderShell(server, <DeleteAccount />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    expect(screen.getByText(t.explanation)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await deleteWith(MOCK_PASSWORD);
    const confirm = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(notices.accountDeleted)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(session.getSnapshot().status).toBe('loggedOut');
    expect(session.refreshToken()).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { session } = renderShell(server, <DeleteAccount />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    await deleteWith(MOCK_PASSWORD);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(screen.getByLabelText(t.password)).toHaveValue(MOCK_PASSWORD);
  });

  it("shows a refusal because of an unpaid order under 'order exist', keeps the session and the password", async () => {
    const { session } = renderShell(server, <DeleteAccount />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (api) => {
        const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user;
        api.db.orders.push(
          buildOrder({
            buyer: buildParty({ id: buyer?.id ?? 0, name: buyer?.name ?? '' }),
            status: 'PENDING_PAYMENT',
          }),
        );
      },
    });
    await deleteWith(MOCK_PASSWORD);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirm }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t.refusedTitle)).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Your account has active orders or approved offers, so it can not be deleted.',
    );
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(screen.getByLabelText(t.password)).toHaveValue(MOCK_PASSWORD);
  });

  it('shows a wrong password on the field and moves the focus there', async () => {
    renderShell(server, <DeleteAccount />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
    await deleteWith('not-my-password');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirm }),
    );
    const field = screen.getByLabelText(t.password);
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is not correct.'));
    await waitFor(() => expect(field).toHaveFocus());
  });
});
