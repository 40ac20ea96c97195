import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { BecomeSeller } from './BecomeSeller.tsx';
import { becomeSellerTexts as t } from './texts.ts';

const meta = { title: 'Account/BecomeSeller', component: BecomeSeller } satisfies Meta<typeof BecomeSeller>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer fills in the form; the agreement comes from the server. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/seller' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t.paypal })).toBeDisabled();
  },
};

/** The agreement is still loading when the user ticks the box. */
export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account/seller',
    overrides: () => [pendingReply('get', '/metaContents.php')],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: t.agree }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t.agreementTitle,
    });
    await expect(within(dialog).getByRole('button', { name: t.acceptAgreement })).toBeDisabled();
  },
};

/** The agreement has no content: the dialog says so and 'I Agree' stays disabled. */
export const Empty: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account/seller',
    arrange: (api) => {
      api.db.agreement = { ...api.db.agreement, content_description: '' };
    },
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.readAgreement }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t.agreementUnavailable),
    ).toBeInTheDocument();
  },
};

/** The registration fails: the server's message is toasted (and the page goes back to /account). */
export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account/seller',
    overrides: () => [
      failingReply('post', '/seller/account/payment_policy.php', 'PayPal id already in use.', 409),
    ],
  }),
};

/** Submitted empty: the first check's message shows on its field. */
export const ValidationError: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/seller' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByRole('textbox', { name: t.paypalId })).toHaveAccessibleDescription(m.idRequired);
  },
};
