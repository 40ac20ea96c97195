import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { FullPageLoader } from '#widgets/shell/AppShell/FullPageLoader.tsx';
import { shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { adminTexts as t } from '../adminTexts.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminLayoutView } from './AdminLayoutView.tsx';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  args: {
    location: '/admin/moderation',
    notFound: <h1>Oops. Nothing here...</h1>,
    children: <p>The console page</p>,
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the admin area menu, Moderation marked as the current page. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_ADMIN_EMAIL, location: '/admin/moderation' }),
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: t.navigation });
    await expect(within(nav).getByRole('link', { name: t.moderation })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The session is still being checked: the full-app loader inside the frame. */
export const Loading: Story = {
  render: (args) => (
    <AdminLayoutView location={args.location}>
      <FullPageLoader />
    </AdminLayoutView>
  ),
};

/** The admin area's root with nothing to show yet: the frame alone, Dashboard current. */
export const Empty: Story = {
  args: { location: '/admin', children: null },
  ...shellScenario({ signedInAs: MOCK_ADMIN_EMAIL, location: '/admin' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: t.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A signed-in user who is not an admin: the app's 404 page instead of the admin area. */
export const Error: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/admin/moderation' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Oops. Nothing here...' }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('navigation', { name: t.navigation })).toBeNull();
  },
};
