import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { notices, validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL, MOCK_PASSWORD } from '#mocks/index.ts';
import { useAuthDialogs } from '../AppShell/authDialogContext.tsx';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function OpenLogin({ returnTo }: { returnTo?: string }) {
  const { openLogin } = useAuthDialogs();
  return (
    <button type="button" onClick={() => openLogin(returnTo ? { returnTo } : undefined)}>
      Open login
    </button>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Open login' }));
  return screen.findByRole('dialog', { name: t.loginTitle });
}

describe('LoginDialog', () => {
  it('shows Email, Password, Login, Forget Password? and Create one, without axe violations', async () => {
    renderShell(server, <OpenLogin />);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(t.email)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.password)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.login })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.forgetPassword })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.createOne })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('stops at the first failed check and shows one message on its field', async () => {
    renderShell(server, <OpenLogin />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    expect(within(dialog).getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailRequired);
    expect(within(dialog).getByLabelText(t.password)).not.toHaveAttribute('aria-invalid');

    await userEvent.type(within(dialog).getByLabelText(t.email), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    expect(within(dialog).getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailInvalid);

    await userEvent.clear(within(dialog).getByLabelText(t.email));
    await userEvent.type(within(dialog).getByLabelText(t.email), MOCK_BUYER_EMAIL);
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    expect(within(dialog).getByLabelText(t.password)).toHaveAccessibleDescription(
      validationTexts.passwordRequired,
    );
    expect(within(dialog).getByLabelText(t.email)).not.toHaveAttribute('aria-invalid');
  });

  it("logs in with 'Login success', closes and returns to the saved previous location", async () => {
    const { session, navigate } = renderShell(server, <OpenLogin returnTo="/account" />, { location: '/' });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(t.email), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(t.password), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    expect(await screen.findByText(notices.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getSnapshot().status).toBe('loggedIn');
    expect(navigate).toHaveBeenCalledWith('/account');
  });

  it('stays on the page when the saved location is the current one', async () => {
    const { navigate } = renderShell(server, <OpenLogin />, { location: '/tickets?q=game' });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(t.email), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(t.password), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server message on failure and leaves the session logged out', async () => {
    const { session } = renderShell(server, <OpenLogin />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(t.email), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(t.password), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: t.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(session.getSnapshot().status).toBe('loggedOut');
    expect(screen.getByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
  });

  it('switches to the forgot-password and register dialogs', async () => {
    renderShell(server, <OpenLogin />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: t.forgetPassword }));
    expect(await screen.findByRole('dialog', { name: t.forgotTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.backToLogin }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: t.loginTitle })).getByRole('button', {
        name: t.createOne,
      }),
    );
    expect(await screen.findByRole('dialog', { name: t.registerTitle })).toBeInTheDocument();
  });
});
