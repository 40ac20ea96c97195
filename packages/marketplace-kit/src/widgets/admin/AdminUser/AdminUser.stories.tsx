import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { adminSharedTexts } from '../adminTexts.ts';
import { usersTexts as t } from '../AdminUsers/usersTexts.ts';
import { BUYER_ID, SELLER_ID } from '../adminScenarios.ts';
import { AdminUser } from './AdminUser.tsx';

const meta = { title: 'Admin/AdminUser', component: AdminUser, args: { userId: SELLER_ID } } satisfies Meta<
  typeof AdminUser
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active seller: orders, tickets with Hide, an offer, a report about them, and Deactivate seller. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.deactivate })).toBeInTheDocument();
    // The seller's history loads on its own, below the rest: the story ends once it shows.
    await expect(await canvas.findByText(adminSharedTexts.noHistory, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = adminLoading('adminUser');

/** A buyer with nothing yet. */
export const Empty: Story = { ...adminEmpty(t.noOrders, null), args: { userId: BUYER_ID } };

export const Error: Story = adminError('adminUser');
