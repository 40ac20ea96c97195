import { AUTH_REFUSALS } from '@momento/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts } from '#texts.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { ResetPassword } from './ResetPassword.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ResetPassword', () => {
  it("shows 'Change Password' with New Password and Confirm Password, checking both (focus on the field to fix), without axe violations", async () => {
    const { container } = renderShell(server, <ResetPassword resetKey="reset-1" />);
    expect(screen.getByRole('heading', { name: t.changePassword })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    expect(screen.getByLabelText(t.newPassword)).toHaveAccessibleDescription(
      validationTexts.passwordRequired,
    );
    expect(screen.getByLabelText(t.newPassword)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(t.newPassword), 'new-secret');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), 'other');
    await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    expect(screen.getByLabelText(t.confirmPassword)).toHaveAccessibleDescription(
      validationTexts.passwordsMismatch,
    );
    expect(screen.getByLabelText(t.confirmPassword)).toHaveFocus();
    // Nothing typed is lost on a refusal.
    expect(screen.getByLabelText(t.newPassword)).toHaveValue('new-secret');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('changes the password with the reset key and redirects to /', async () => {
    const { api, navigate } = renderShell(server, <ResetPassword resetKey="reset-1" />, {
      arrange: (mock) => {
        const account = mock.db.accounts[0];
        if (account) account.resetKey = 'reset-1';
      },
    });
    await userEvent.type(screen.getByLabelText(t.newPassword), 'new-secret');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(api.db.accounts[0]?.password).toBe('new-secret');
  });

  it('shows the server message for an expired key and stays', async () => {
    const { navigate } = renderShell(server, <ResetPassword resetKey="stale" />);
    await userEvent.type(screen.getByLabelText(t.newPassword), 'new-secret');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_REFUSALS.resetInvalid);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the link is invalid when it has no reset key', () => {
    renderShell(server, <ResetPassword resetKey={null} />);
    expect(screen.getByText(t.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.newPassword)).not.toBeInTheDocument();
  });
});
