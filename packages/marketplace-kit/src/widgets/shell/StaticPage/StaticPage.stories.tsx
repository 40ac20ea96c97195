import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorTexts } from '#texts.ts';
import { failingReply, pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { StaticPage } from './StaticPage.tsx';

const meta = { title: 'Site/StaticPage', component: StaticPage, args: { page: 'about' } } satisfies Meta<
  typeof StaticPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...shellScenario({
    arrange: ({ db }) =>
      void (db.metaContents = [
        {
          page_name: 'about',
          content_description: '<h2>Our story</h2><p>Tickets and memories from moments in history.</p>',
        },
      ]),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Our story' }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = {
  ...shellScenario({ overrides: () => [pendingReply('get', '/metaContents.php')] }),
};
export const Empty: Story = {
  ...shellScenario({ arrange: ({ db }) => void (db.metaContents = []) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorTexts.notFound)).toBeInTheDocument();
  },
};
export const Error: Story = {
  ...shellScenario({ overrides: () => [failingReply('get', '/metaContents.php')] }),
};
