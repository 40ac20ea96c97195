import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { AppShell } from './AppShell.tsx';
import { failingReply, pendingReply, shellScenario } from './shellStories.tsx';

const meta = {
  title: 'Site/AppShell',
  component: AppShell,
  args: { location: '/', children: <h1>Page content</h1> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Past the gate, signed in: header, page, footer. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Page content' }),
    ).toBeInTheDocument();
  },
};

/** Global data still loading: the full-app loader. */
export const Loading: Story = {
  ...shellScenario({ overrides: () => [pendingReply('get', '/metaContents.php')] }),
};

/** Before the gate: the site login form only. */
export const Empty: Story = { ...shellScenario({ gatePassed: false }) };

/** Global data failed: the site still opens (static content and client id are emptied). */
export const Error: Story = {
  ...shellScenario({
    overrides: () => [
      failingReply('get', '/metaContents.php'),
      failingReply('get', '/masterPaymentData.php'),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Page content' }),
    ).toBeInTheDocument();
  },
};
