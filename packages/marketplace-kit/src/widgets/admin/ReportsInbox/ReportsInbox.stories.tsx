import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { reportsInboxTexts as t } from './reportsInboxTexts.ts';
import { ReportsInbox } from './ReportsInbox.tsx';

const meta = { title: 'Admin/ReportsInbox', component: ReportsInbox } satisfies Meta<typeof ReportsInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open seller report first, then a closed report; the reported seller's tickets one click away. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Counterfeit item' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.sellerTickets(2) })).toHaveAttribute(
      'href',
      '/tickets?seller=2',
    );
  },
};

export const Loading: Story = adminLoading('adminReports');

export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminReports');
