import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildUser } from '#mocks/index.ts';
import { pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { VerifyEmail } from './VerifyEmail.tsx';

const meta = {
  title: 'Site/VerifyEmail',
  component: VerifyEmail,
  args: { email: 'new@example.com', verificationKey: 'key-50' },
} satisfies Meta<typeof VerifyEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPendingAccount = shellScenario({
  arrange: ({ db }) =>
    void db.accounts.push({
      user: buildUser({ id: 50, mail: 'new@example.com', is_email_verified: 0 }),
      password: 'secret',
      verificationKey: 'key-50',
    }),
});

export const Success: Story = {
  ...withPendingAccount,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t.verified })).toBeInTheDocument();
  },
};
export const Loading: Story = {
  ...shellScenario({ overrides: () => [pendingReply('post', '/user/user_settings.php')] }),
};
/** A link without its parameters. */
export const Empty: Story = { ...shellScenario(), args: { email: null, verificationKey: null } };
export const Error: Story = {
  ...withPendingAccount,
  args: { verificationKey: 'wrong' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t.verificationFailed }),
    ).toBeInTheDocument();
  },
};
