import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ForgotPasswordDialog', () => {
  it('asks for a valid e-mail before requesting a reset, with the focus on the e-mail field', async () => {
    renderShell(server, <></>, { dialog: 'forgot' });
    const dialog = await screen.findByRole('dialog', { name: t.forgotTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.requestReset }));
    expect(within(dialog).getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailRequired);
    expect(within(dialog).getByLabelText(t.email)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(t.email), 'nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: t.requestReset }));
    expect(within(dialog).getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailInvalid);
    expect(within(dialog).getByLabelText(t.email)).toHaveValue('nobody');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("shows 'Password reset sent' after the request and 'Back to login' returns to the login dialog", async () => {
    const { api } = renderShell(server, <></>, { dialog: 'forgot' });
    const dialog = await screen.findByRole('dialog', { name: t.forgotTitle });
    await userEvent.type(within(dialog).getByLabelText(t.email), MOCK_BUYER_EMAIL);
    await userEvent.click(within(dialog).getByRole('button', { name: t.requestReset }));
    const sent = await screen.findByRole('dialog', { name: t.resetSentTitle });
    expect(sent).toHaveTextContent(t.resetSentText);
    expect(api.db.outbox[0]?.subject).toBe('Reset your password');
    await userEvent.click(within(sent).getByRole('button', { name: t.backToLogin }));
    expect(await screen.findByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
  });
});
