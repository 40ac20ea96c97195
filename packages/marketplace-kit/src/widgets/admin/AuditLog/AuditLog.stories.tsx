import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { auditTexts as t } from './auditTexts.ts';
import { AuditLog } from './AuditLog.tsx';

const meta = { title: 'Admin/AuditLog', component: AuditLog } satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded approval of a team: who, when, what and the status before and after. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('status: INQUEUE → APPROVED')).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminAudit');

export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminAudit');
