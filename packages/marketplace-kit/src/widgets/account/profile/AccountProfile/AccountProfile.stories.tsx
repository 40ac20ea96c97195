import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorTexts, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { profileTexts as t } from '../profileTexts.ts';
import { AccountProfile } from './AccountProfile.tsx';
import { AccountProfileView } from './AccountProfileView.tsx';
import { withBuyerAddresses } from './profileScenarios.ts';

const meta = { title: 'Account/AccountProfile', component: AccountProfile } satisfies Meta<
  typeof AccountProfile
>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A buyer (no seller permission): profile, contact, billing and three shipping addresses; no Seller Information. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account', arrange: withBuyerAddresses }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_BUYER_EMAIL)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: `${t.manageAddress} (3)` })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: t.sellerInformation })).toBeNull();
  },
};

/** An active seller: Seller Information with status, PayPal id and e-mail. */
export const Seller: Story = {
  ...shellScenario({ signedInAs: MOCK_SELLER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.sellerInformation })).toBeInTheDocument();
    await expect(await canvas.findByText('GRACEHOPPER01')).toBeInTheDocument();
    await expect(canvas.getByText('Active')).toBeInTheDocument();
  },
};

/** The user and address calls are running: the session's copy shows, the address parts spin. */
export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [
      pendingReply('get', '/user/account/user.php'),
      pendingReply('get', '/user/account/address.php'),
    ],
  }),
};

/** No addresses yet: every address part offers Add. */
export const Empty: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(t.noAddress)).length).toBe(3);
  },
};

/** The address calls fail: the address parts say so, the rest of the profile stays usable. */
export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [failingReply('get', '/user/account/address.php')],
  }),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(t.loadFailed)).length).toBe(2);
  },
};

/** Without any user data (the view alone). */
export const NoUser: Story = { render: () => <AccountProfileView user={null} isError /> };

/** The Edit dialog submitted with an empty name. */
export const EditWithError: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.edit }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.editAccountTitle });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: t.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveAccessibleDescription(
      m.nameRequired,
    );
  },
};

/** The Update Password dialog with a confirmation that differs. */
export const PasswordWithError: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.updatePassword }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.updatePassword });
    await userEvent.type(within(dialog).getByLabelText(t.oldPassword), 'password123');
    await userEvent.type(within(dialog).getByLabelText(t.newPassword), 'new-secret-1');
    await userEvent.type(within(dialog).getByLabelText(t.confirmPassword), 'new-secret-2');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await expect(within(dialog).getByLabelText(t.confirmPassword)).toHaveAccessibleDescription(
      m.samePasswordAsAbove,
    );
  },
};

/**
 * Sign out everywhere, confirmed: the notice, and the user is signed out here too; the page says so once in place of
 * its sections.
 */
export const SignOutEverywhere: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.signOutEverywhere }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.signOutEverywhereTitle });
    await expect(dialog).toHaveTextContent(t.signOutEverywhereMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere }));
    await expect(await body(canvasElement).findByText(t.signedOutEverywhere)).toBeInTheDocument();
    await expect(await canvas.findByText(errorTexts.unauthorized)).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

/** The photo dialog after a file of another type. */
export const PhotoWithError: Story = {
  render: () => (
    <AccountProfileView
      user={{ name: 'Ada Lovelace', mail: MOCK_BUYER_EMAIL, mobile_no: null, avatarUrl: '/avatar.svg' }}
      dialog={{ kind: 'photo' }}
      dialogError={m.imageType}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(m.imageType)).toBeInTheDocument();
  },
};

/** The Edit Seller Payment dialog submitted without a PayPal id. */
export const SellerPaymentWithError: Story = {
  ...shellScenario({ signedInAs: MOCK_SELLER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.editSellerPayment }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.editSellerPayment });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: t.paypalId }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await expect(within(dialog).getByRole('textbox', { name: t.paypalId })).toHaveAccessibleDescription(
      m.paypalIdRequired,
    );
  },
};

/** The shipping address dialog submitted empty. */
export const AddressWithError: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `${t.add} ${t.shippingAddress}` }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Shipping' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      m.firstNameRequired,
    );
  },
};
