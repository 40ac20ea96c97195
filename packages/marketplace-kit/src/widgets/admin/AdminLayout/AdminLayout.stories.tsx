import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { adminTexts as t } from '../adminTexts.ts';
import { AdminLayout } from './AdminLayout.tsx';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  args: {
    location: '/admin/moderation',
    notFound: <p>Oops. Nothing here...</p>,
    children: <p>The console page</p>,
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the console menu, Moderation marked as the current page. */
export const Admin: Story = {
  ...shellScenario({ signedInAs: MOCK_ADMIN_EMAIL, location: '/admin/moderation' }),
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: t.navigation });
    await expect(within(nav).getByRole('link', { name: t.moderation })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A signed-in user who is not an admin: the app's 404 page instead of the console. */
export const NotAnAdmin: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/admin/moderation' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Oops. Nothing here...')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('navigation', { name: t.navigation })).toBeNull();
  },
};
