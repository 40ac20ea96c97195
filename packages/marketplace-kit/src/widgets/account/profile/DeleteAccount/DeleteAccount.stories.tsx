import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validationTexts as m } from '#texts.ts';
import { buildOrder, buildParty, MOCK_BUYER_EMAIL, MOCK_PASSWORD, type MockApi } from '#mocks/index.ts';
import { shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DeleteAccountView } from './DeleteAccountView.tsx';
import { deleteAccountTexts as t } from './texts.ts';

const meta = { title: 'Account/DeleteAccount', component: DeleteAccount } satisfies Meta<
  typeof DeleteAccount
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer has an unpaid order: the deletion is refused. */
function withUnpaidOrder(api: MockApi) {
  const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user;
  if (buyer)
    api.db.orders.push(
      buildOrder({ buyer: buildParty({ id: buyer.id, name: buyer.name }), status: 'PENDING_PAYMENT' }),
    );
}

/** The form with its explanation. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/delete' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.explanation)).toBeInTheDocument();
  },
};

/** The deletion is running (the view while pending). */
export const Loading: Story = { render: () => <DeleteAccountView onDelete={() => {}} isPending /> };

/** Submitted without a password. */
export const Empty: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/delete' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByLabelText(t.password)).toHaveAccessibleDescription(m.passwordRequired);
  },
};

/** Refused because of an unpaid order: the server's message under 'order exist'. */
export const Error: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/delete', arrange: withUnpaidOrder }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.password), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: t.confirm }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.refusedTitle);
    await expect(alert).toHaveTextContent(
      'Your account has active orders or approved offers, so it can not be deleted.',
    );
  },
};

/** The confirmation before anything is sent. */
export const Confirmation: Story = {
  render: () => <DeleteAccountView onDelete={() => {}} defaultConfirmOpen />,
};
