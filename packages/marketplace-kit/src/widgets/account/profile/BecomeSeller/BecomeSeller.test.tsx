import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { notices, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { BecomeSeller } from './BecomeSeller.tsx';
import { becomeSellerTexts as t } from './texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function agree() {
  await userEvent.click(screen.getByRole('checkbox', { name: t.agree }));
  const dialog = await screen.findByRole('dialog', { name: t.agreementTitle });
  expect(
    await within(dialog).findByText('Sellers list only items they own and ship within 5 days.'),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: t.acceptAgreement }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('BecomeSeller', () => {
  it.each([
    ['', 'pay@example.com', m.idRequired, t.paypalId],
    ['x'.repeat(257), 'pay@example.com', m.idMax, t.paypalId],
    ['PAYID1', '', m.emailRequired, t.paypalEmail],
    ['PAYID1', 'not-an-address', m.emailInvalid, t.paypalEmail],
    ['PAYID1', `${'a'.repeat(250)}@example.com`, m.emailMax, t.paypalEmail],
  ])(
    "with Paypal Id '%s' and Paypal Email '%s' shows '%s' on its field, focused, keeping what was typed",
    async (id, email, message, field) => {
      renderShell(server, <BecomeSeller />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
      if (id)
        await userEvent
          .click(screen.getByRole('textbox', { name: t.paypalId }))
          .then(() => userEvent.paste(id));
      if (email)
        await userEvent
          .click(screen.getByRole('textbox', { name: t.paypalEmail }))
          .then(() => userEvent.paste(email));
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      const input = screen.getByRole('textbox', { name: field });
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(screen.getByRole('textbox', { name: t.paypalId })).toHaveValue(id);
      expect(screen.getByRole('textbox', { name: t.paypalEmail })).toHaveValue(email);
    },
  );

  it("asks to agree ('Agree to submit.') until the agreement is accepted in its dialog", async () => {
    renderShell(server, <BecomeSeller />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalId }), 'PAYID1');
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalEmail }), 'pay@example.com');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('checkbox', { name: t.agree })).toHaveAccessibleDescription(m.agreeRequired);
    // Closing the dialog without agreeing leaves the box unticked.
    await userEvent.click(screen.getByRole('checkbox', { name: t.agree }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: t.agreementTitle })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: t.agree })).not.toBeChecked();
    await agree();
    expect(screen.getByRole('checkbox', { name: t.agree })).toBeChecked();
  });

  it("registers the seller, says 'Registered as seller', refreshes the session's permissions and replaces the route with /account", async () => {
    const { container, session, navigate } = renderShell(server, <BecomeSeller />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    expect(screen.getByRole('radio', { name: t.paypal })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalId }), ' PAYID1 ');
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalEmail }), 'pay@example.com');
    await agree();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(notices.registeredAsSeller)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account', { replace: true }));
    expect(session.getSnapshot().permissions).toEqual([{ permission: 'SELLER', status: 'ACTIVE' }]);
  });

  it("shows the server's message and still goes back to /account when the registration fails", async () => {
    const { navigate, api } = renderShell(server, <BecomeSeller />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL);
    api.db.sellers.set(buyer?.user.id ?? 0, {
      id: buyer?.user.id ?? 0,
      payment_details: { type: 'PAYPAL', is_verified: 0 },
      paypal_details: { id: 1, paypal_id: 'OLD', paypal_mail: 'old@example.com' },
      status: 'ACTIVE',
    });
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalId }), 'PAYID1');
    await userEvent.type(screen.getByRole('textbox', { name: t.paypalEmail }), 'pay@example.com');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('You are already registered as a seller.')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account', { replace: true }));
  });
});
