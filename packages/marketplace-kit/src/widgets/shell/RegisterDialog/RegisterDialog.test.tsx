import { RATE_LIMIT_REFUSALS, retryWaitText } from '@momento/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { notices, validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderShell, SHELL_TEST_API } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fill(
  dialog: HTMLElement,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.name) await userEvent.type(within(dialog).getByLabelText(t.name), values.name);
  if (values.email) await userEvent.type(within(dialog).getByLabelText(t.emailAddress), values.email);
  if (values.password) await userEvent.type(within(dialog).getByLabelText(t.password), values.password);
  if (values.confirm) await userEvent.type(within(dialog).getByLabelText(t.confirmPassword), values.confirm);
  await userEvent.click(within(dialog).getByRole('button', { name: t.signUp }));
}

describe('RegisterDialog', () => {
  it("shows 'Create an Account' with its fields and links to terms and privacy, without axe violations", async () => {
    renderShell(server, <></>, { dialog: 'register' });
    const dialog = await screen.findByRole('dialog', { name: t.registerTitle });
    for (const label of [t.name, t.emailAddress, t.password, t.confirmPassword]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: t.termsAndConditions })).toHaveAttribute(
      'href',
      '/termscondition',
    );
    expect(within(dialog).getByRole('link', { name: t.privacyPolicy })).toHaveAttribute('href', '/policy');
    expect(within(dialog).getByRole('button', { name: t.logIn })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('checks the fields in order and stops at the first failure', async () => {
    renderShell(server, <></>, { dialog: 'register' });
    const dialog = await screen.findByRole('dialog', { name: t.registerTitle });
    await fill(dialog, {});
    expect(within(dialog).getByLabelText(t.name)).toHaveAccessibleDescription(validationTexts.nameRequired);
    await fill(dialog, { name: 'Ada', email: 'ada@' });
    expect(within(dialog).getByLabelText(t.emailAddress)).toHaveAccessibleDescription(
      validationTexts.emailInvalid,
    );
    expect(within(dialog).getByLabelText(t.name)).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(within(dialog).getByLabelText(t.emailAddress));
    await fill(dialog, { email: 'new@example.com', password: 'secret-1' });
    expect(within(dialog).getByLabelText(t.confirmPassword)).toHaveAccessibleDescription(
      validationTexts.confirmPasswordRequired,
    );
    await fill(dialog, { confirm: 'secret-2' });
    expect(within(dialog).getByLabelText(t.confirmPassword)).toHaveAccessibleDescription(
      validationTexts.passwordsMismatch,
    );
  });

  it("registers, toasts 'Registration completed successfully' and shows 'Email verification' until 'Back to login'", async () => {
    const { api } = renderShell(server, <></>, { dialog: 'register' });
    const dialog = await screen.findByRole('dialog', { name: t.registerTitle });
    await fill(dialog, { name: 'Lin', email: 'lin@example.com', password: 'secret-1', confirm: 'secret-1' });
    expect(await screen.findByText(notices.registrationCompleted)).toBeInTheDocument();
    const verification = await screen.findByRole('dialog', { name: t.verificationTitle });
    expect(verification).toHaveTextContent(t.verificationSent);
    expect(verification).toHaveTextContent(t.verificationSpam);
    expect(api.db.outbox[0]?.to).toBe('lin@example.com');
    await userEvent.click(within(verification).getByRole('button', { name: t.backToLogin }));
    expect(await screen.findByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
  });

  it("answers a taken e-mail exactly as a new one ('Email verification'), and the mail goes to the account's owner", async () => {
    const { api } = renderShell(server, <></>, { dialog: 'register' });
    const dialog = await screen.findByRole('dialog', { name: t.registerTitle });
    await fill(dialog, { name: 'Ada', email: MOCK_BUYER_EMAIL, password: 'secret-1', confirm: 'secret-1' });
    expect(await screen.findByText(notices.registrationCompleted)).toBeInTheDocument();
    const verification = await screen.findByRole('dialog', { name: t.verificationTitle });
    expect(verification).toHaveTextContent(t.verificationSent);
    expect(screen.queryByRole('dialog', { name: t.registerTitle })).not.toBeInTheDocument();
    expect(api.db.outbox[0]).toMatchObject({
      to: MOCK_BUYER_EMAIL,
      subject: 'Someone tried to sign up with your email address',
    });
    expect(api.db.accounts.filter((entry) => entry.user.mail === MOCK_BUYER_EMAIL)).toHaveLength(1);
  });

  it('shows the wait in the form when the server refuses too many registrations from the address, and keeps the form', async () => {
    const refusal = `${RATE_LIMIT_REFUSALS.registrations} ${retryWaitText(40)}`;
    renderShell(server, <></>, {
      dialog: 'register',
      overrides: () => [
        mockErrorHandler(SHELL_TEST_API, 'register', {
          code: 'RATE_LIMITED',
          message: refusal,
          retryAfterSeconds: 40,
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: t.registerTitle });
    await fill(dialog, { name: 'Ada', email: 'ada@example.com', password: 'secret-1', confirm: 'secret-1' });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText(t.emailAddress)).toHaveValue('ada@example.com');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
