import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { errorTexts, notices, validationTexts as m } from '#texts.ts';
import {
  buildSeller,
  MOCK_BUYER_EMAIL,
  MOCK_PASSWORD,
  MOCK_SELLER_EMAIL,
  type MockApi,
} from '#mocks/index.ts';
import { renderShell, SHELL_TEST_API } from '#widgets/shell/AppShell/shellTesting.tsx';
import { connectedSitesTexts } from '../ConnectedSites/texts.ts';
import { profileTexts as t } from '../profileTexts.ts';
import { AccountProfile } from './AccountProfile.tsx';
import { withBuyerAddresses } from './profileScenarios.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function buyerOf(api: MockApi) {
  const account = api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL);
  if (!account) throw new Error('no mock buyer');
  return account;
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

describe('AccountProfile', () => {
  it("shows the user's profile, contact, billing and default shipping address, without axe violations, and no Seller Information for a buyer", async () => {
    const { container } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (api) => {
        withBuyerAddresses(api);
        buyerOf(api).user = { ...buyerOf(api).user, mobile_no: '+44 20 7946 0000' };
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText(MOCK_BUYER_EMAIL)).toBeInTheDocument();
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(await screen.findByText(/1 Analytical Way/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${t.edit} ${t.contactInformation}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${t.manageAddress} (3)` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.sellerInformation })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['', '+1 555 0100', m.nameRequired, t.name],
    ['n'.repeat(257), '+1 555 0100', m.nameMax, t.name],
    ['Ada Byron', '', m.phoneRequired, t.phone],
    ['Ada Byron', '1'.repeat(21), m.phoneMax, t.phone],
    ['Ada\u0000Byron', '+1 555 0100', m.nameText, t.name],
  ])(
    "Edit with name '%s' and phone '%s' shows '%s' on its field, focused, and keeps the dialog open",
    async (name, phone, message, label) => {
      renderShell(server, <AccountProfile />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
      await userEvent.click(screen.getByRole('button', { name: t.edit }));
      const dialog = await screen.findByRole('dialog', { name: t.editAccountTitle });
      await typeInto(within(dialog).getByRole('textbox', { name: t.name }), name);
      await typeInto(within(dialog).getByRole('textbox', { name: t.phone }), phone);
      await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
      const field = within(dialog).getByRole('textbox', { name: label });
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveValue(name);
    },
  );

  it("saves name and phone: 'Profile Information Changed', the dialog closes and the session (header) has the new name", async () => {
    const { session } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    await userEvent.click(screen.getByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.editAccountTitle });
    await typeInto(within(dialog).getByRole('textbox', { name: t.name }), ' Ada Byron ');
    await typeInto(within(dialog).getByRole('textbox', { name: t.phone }), '+44 20 7946 0001');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.profileInformationChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getSnapshot().user?.name).toBe('Ada Byron');
    expect(await screen.findByText('+44 20 7946 0001')).toBeInTheDocument();
  });

  it.each([
    [['', 'new-secret-1', 'new-secret-1'], m.oldPasswordRequired, t.oldPassword],
    [['p'.repeat(257), 'new-secret-1', 'new-secret-1'], m.oldPasswordMax, t.oldPassword],
    [[MOCK_PASSWORD, '', ''], m.newPasswordRequired, t.newPassword],
    [[MOCK_PASSWORD, 'p'.repeat(257), ''], m.newPasswordMax, t.newPassword],
    [[MOCK_PASSWORD, 'new-secret-1', ''], m.confirmPasswordRequired, t.confirmPassword],
    [[MOCK_PASSWORD, 'new-secret-1', 'new-secret-2'], m.samePasswordAsAbove, t.confirmPassword],
  ])(
    'Update Password with %j shows %s on its field, focused',
    async ([old, next, confirm], message, label) => {
      renderShell(server, <AccountProfile />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
      await userEvent.click(screen.getByRole('button', { name: t.updatePassword }));
      const dialog = await screen.findByRole('dialog', { name: t.updatePassword });
      await typeInto(within(dialog).getByLabelText(t.oldPassword), old ?? '');
      await typeInto(within(dialog).getByLabelText(t.newPassword), next ?? '');
      await typeInto(within(dialog).getByLabelText(t.confirmPassword), confirm ?? '');
      await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(within(dialog).getByLabelText(label)).toHaveFocus();
    },
  );

  it("changes the password ('Password Changed Successfully'); a wrong old password keeps the dialog and what was typed", async () => {
    const { api } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    await userEvent.click(screen.getByRole('button', { name: t.updatePassword }));
    let dialog = await screen.findByRole('dialog', { name: t.updatePassword });
    await typeInto(within(dialog).getByLabelText(t.oldPassword), 'not-my-password');
    await typeInto(within(dialog).getByLabelText(t.newPassword), 'new-secret-1');
    await typeInto(within(dialog).getByLabelText(t.confirmPassword), 'new-secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.newPassword)).toHaveValue('new-secret-1');
    await typeInto(within(dialog).getByLabelText(t.oldPassword), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buyerOf(api).password).toBe('new-secret-1');
    dialog = screen.getByRole('button', { name: t.updatePassword });
    expect(dialog).toBeInTheDocument();
  });

  it("refuses a photo that is not a JPEG or PNG, then uploads one: 'Profile Picture Changed' and the session's avatar follows", async () => {
    const { session } = renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    await userEvent.click(screen.getByRole('button', { name: t.changePhoto }));
    const dialog = await screen.findByRole('dialog', { name: t.photoTitle });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText(m.imageType)).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('img', { name: t.photoPreview })).toBeInTheDocument();
    const before = session.getSnapshot().user?.profile_url;
    await userEvent.click(within(dialog).getByRole('button', { name: t.upload }));
    expect(await screen.findByText(notices.profilePictureChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getSnapshot().user?.profile_url).not.toEqual(before);
  });

  it("adds a shipping address ('Address Added'), edits one ('Address Changed') and edits the billing address ('Billing Address updated')", async () => {
    renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: withBuyerAddresses,
    });
    await userEvent.click(await screen.findByRole('button', { name: `${t.add} ${t.shippingAddress}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Shipping' });
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values))
        await typeInto(within(dialog).getByRole('textbox', { name: label }), value);
    };
    await fill({
      'First Name': 'Ada',
      'Last Name': 'King',
      'Mobile number': '+1 555 0199',
      'Address Line 1': '7 New Road',
      City: 'Harbor City',
      State: 'CA',
      'Postal Code': '90002',
      Country: 'United States',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notices.addressAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /^Manage Address/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit: Augusta Lovelace/ }));
    dialog = await screen.findByRole('dialog', { name: 'Shipping' });
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Augusta');
    await fill({ City: 'Bayside Heights' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notices.addressChanged)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `${t.edit} ${t.billingAddress}` }));
    dialog = await screen.findByRole('dialog', { name: 'Billing' });
    await fill({ 'Address Line 1': '2 Analytical Way' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notices.billingAddressUpdated)).toBeInTheDocument();
    expect(await screen.findByText(/2 Analytical Way/)).toBeInTheDocument();
  });

  it('keeps the address dialog open with what was typed and focuses the field when a check fails', async () => {
    renderShell(server, <AccountProfile />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
    await userEvent.click(await screen.findByRole('button', { name: `${t.add} ${t.contactInformation}` }));
    const dialog = await screen.findByRole('dialog', { name: t.contactInformation });
    await typeInto(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const lastName = within(dialog).getByRole('textbox', { name: 'Last Name' });
    expect(lastName).toHaveAccessibleDescription(m.lastNameRequired);
    expect(lastName).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  });

  it("makes another shipping address primary ('Default Address Changed') and deletes one after a confirmation ('Address Deleted')", async () => {
    renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: withBuyerAddresses,
    });
    await userEvent.click(await screen.findByRole('button', { name: `${t.manageAddress} (3)` }));
    const group = await screen.findByRole('radiogroup', { name: t.primaryAddress });
    await userEvent.click(within(group).getByRole('radio', { name: /^Augusta Lovelace/ }));
    expect(await screen.findByText(notices.defaultAddressChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: /^Augusta Lovelace/ })).toBeChecked(),
    );

    await userEvent.click(screen.getByRole('button', { name: /^Delete: .*9 Orchard Lane/ }));
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteAddressTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(notices.addressDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `${t.manageAddress} (2)` })).toBeInTheDocument();
  });

  it("shows Seller Information to a registered seller, 'In Active' while the permission is not active", async () => {
    renderShell(server, <AccountProfile />, {
      signedInAs: MOCK_SELLER_EMAIL,
      withDialogs: false,
      arrange: (api) => {
        const seller = api.db.accounts.find((entry) => entry.user.mail === MOCK_SELLER_EMAIL);
        if (seller)
          seller.user = { ...seller.user, permissions: [{ permission: 'SELLER', status: 'INACTIVE' }] };
        api.db.sellers.set(2, buildSeller({ status: 'INACTIVE' }));
      },
    });
    expect(await screen.findByRole('heading', { name: t.sellerInformation })).toBeInTheDocument();
    expect(await screen.findByText('In Active')).toBeInTheDocument();
    expect(screen.getByText('GRACEHOPPER01')).toBeInTheDocument();
    expect(screen.getByText('grace.pay@example.com')).toBeInTheDocument();
  });

  it.each([
    ['', 'pay@example.com', m.paypalIdRequired, t.paypalId],
    ['x'.repeat(257), 'pay@example.com', m.paypalIdMax, t.paypalId],
    ['GRACE02', '', m.paypalEmailRequired, t.paypalEmail],
    ['GRACE02', `${'a'.repeat(250)}@example.com`, m.paypalEmailMax, t.paypalEmail],
  ])("Edit Seller Payment with '%s' and '%s' shows '%s' on its field", async (id, email, message, label) => {
    renderShell(server, <AccountProfile openSellerPayment />, {
      signedInAs: MOCK_SELLER_EMAIL,
      withDialogs: false,
    });
    const dialog = await screen.findByRole('dialog', { name: t.editSellerPayment });
    await typeInto(within(dialog).getByRole('textbox', { name: t.paypalId }), id);
    await typeInto(within(dialog).getByRole('textbox', { name: t.paypalEmail }), email);
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    expect(within(dialog).getByRole('textbox', { name: label })).toHaveFocus();
  });

  it("saves the seller's payment details ('Payment details Changed Successfully'); a failure says 'Payment update done failure. Please contact administrator'", async () => {
    renderShell(server, <AccountProfile openSellerPayment />, {
      signedInAs: MOCK_SELLER_EMAIL,
      withDialogs: false,
    });
    let dialog = await screen.findByRole('dialog', { name: t.editSellerPayment });
    expect(within(dialog).getByRole('textbox', { name: t.paypalId })).toHaveValue('GRACEHOPPER01');
    await typeInto(within(dialog).getByRole('textbox', { name: t.paypalId }), 'GRACE02');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.paymentDetailsChanged)).toBeInTheDocument();
    expect(await screen.findByText('GRACE02')).toBeInTheDocument();

    server.use(
      http.put(`${SHELL_TEST_API}/seller/account/payment_policy.php`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: t.editSellerPayment }));
    dialog = await screen.findByRole('dialog', { name: t.editSellerPayment });
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(errorTexts.paymentUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t.editSellerPayment })).toBeInTheDocument();
  });

  it('ends with the e-mail preferences and Partner sites, each showing its heading and loading line in its place until its code and data arrive', async () => {
    renderShell(server, <AccountProfile />, { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false });
    const preferences = screen.getByRole('region', { name: t.emailNotifications });
    const sites = screen.getByRole('region', { name: connectedSitesTexts.title });
    expect(preferences.compareDocumentPosition(sites) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(preferences).toHaveAttribute('aria-busy', 'true');
    expect(within(preferences).getByRole('status')).toHaveTextContent(t.preferencesLoading);
    expect(within(sites).getByRole('status')).toHaveTextContent(connectedSitesTexts.loading);
    expect(await screen.findByRole('checkbox', { name: new RegExp(t.notifyOrders) })).toBeChecked();
    expect(await screen.findByText(connectedSitesTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: connectedSitesTexts.title })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });
});
