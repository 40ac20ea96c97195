import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { adminTexts } from '../adminTexts.ts';
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

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_ADMIN_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'adminUsers')],
  }),
};

/** A search nobody matches. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  args: { query: { q: 'nobody-matches-this' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, overrides: () => [mockErrorHandler(STORY_API, 'adminUsers')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: adminTexts.tryAgain }),
    ).toBeInTheDocument();
  },
};
