import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { unsubscribeTexts as t } from './unsubscribeTexts.ts';
import { Unsubscribe } from './Unsubscribe.tsx';

const meta = {
  title: 'Site/Unsubscribe',
  component: Unsubscribe,
  args: { token: 'mail-token' },
} satisfies Meta<typeof Unsubscribe>;
export default meta;
type Story = StoryObj<typeof meta>;

const withToken = shellScenario({
  arrange: ({ db }) =>
    void db.unsubscribeTokens.set('mail-token', { userId: db.accounts[0]?.user.id ?? 1, kind: 'offers' }),
});

export const Success: Story = {
  ...withToken,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t.unsubscribed('offers') }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = {
  ...shellScenario({ overrides: () => [pendingReply('post', '/notifications/unsubscribe.php')] }),
};
/** A link without its token. */
export const Empty: Story = { ...shellScenario(), args: { token: null } };
export const Error: Story = {
  ...withToken,
  args: { token: 'forged' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t.unsubscribeFailed }),
    ).toBeInTheDocument();
  },
};
