import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { usersTexts as t } from './usersTexts.ts';
import { AdminUsers } from './AdminUsers.tsx';

const meta = { title: 'Admin/AdminUsers', component: AdminUsers } satisfies Meta<typeof AdminUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every user with their flags. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
  },
};

export const Loading: Story = adminLoading('adminUsers');

/** A search nobody matches. */
export const Empty: Story = { ...adminEmpty(t.empty, null), args: { query: { q: 'nobody-matches-this' } } };

export const Error: Story = adminError('adminUsers');
