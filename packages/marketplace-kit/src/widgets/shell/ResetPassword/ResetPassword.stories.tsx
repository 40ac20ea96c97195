import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_REFUSALS } from '@momento/contract';
import { pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { ResetPassword } from './ResetPassword.tsx';

const meta = {
  title: 'Site/ResetPassword',
  component: ResetPassword,
  args: { resetKey: 'reset-1' },
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.newPassword), 'new-secret');
  await userEvent.type(canvas.getByLabelText(t.confirmPassword), 'new-secret');
  await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
}

/** The form of a valid link. */
export const Success: Story = {
  ...shellScenario({
    arrange: ({ db }) => {
      const account = db.accounts[0];
      if (account) account.resetKey = 'reset-1';
    },
  }),
};
export const Loading: Story = {
  ...shellScenario({ overrides: () => [pendingReply('post', '/user/user_settings.php')] }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Change Password/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
/** A link without a reset key. */
export const Empty: Story = { ...shellScenario(), args: { resetKey: null } };
/** An expired key: the server's message. */
export const Error: Story = {
  ...shellScenario(),
  args: { resetKey: 'stale' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      AUTH_REFUSALS.resetInvalid,
    );
  },
};
