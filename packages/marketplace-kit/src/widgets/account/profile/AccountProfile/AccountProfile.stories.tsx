import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL } from '../../../../mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '../../../shell/AppShell/shellStories.tsx';
import { AccountProfile } from './AccountProfile.tsx';
import { AccountProfileView } from './AccountProfileView.tsx';

const meta = { title: 'Site/AccountProfile', component: AccountProfile } satisfies Meta<typeof AccountProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_BUYER_EMAIL)).toBeInTheDocument();
  },
};
/** The user call is running: the session's copy is shown meanwhile. */
export const Loading: Story = { ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pendingReply('get', '/user/account/user.php')] }) };
/** Without any user data (the view alone). */
export const Empty: Story = { render: () => <AccountProfileView user={null} isError /> };
/** The user call failed: the session's copy stays. */
export const Error: Story = { ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failingReply('get', '/user/account/user.php')] }) };
