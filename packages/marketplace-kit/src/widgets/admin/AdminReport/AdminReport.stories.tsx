import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminError, adminLoading } from '../adminStories.ts';
import { reportsInboxTexts as t } from '../ReportsInbox/reportsInboxTexts.ts';
import { CLOSED_REPORT_ID, OPEN_REPORT_ID } from '../adminScenarios.ts';
import { AdminReport } from './AdminReport.tsx';

const meta = {
  title: 'Admin/AdminReport',
  component: AdminReport,
  args: { reportId: CLOSED_REPORT_ID },
} satisfies Meta<typeof AdminReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A closed report with the admin's reply, and Reopen. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We refunded the second charge.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.reopen })).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminReport');

/** An open seller report without replies yet: the reply box, Close report and the reported seller's links. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  args: { reportId: OPEN_REPORT_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noReplies)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.close })).toBeInTheDocument();
  },
};

export const Error: Story = adminError('adminReport');
