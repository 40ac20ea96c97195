import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { adminTexts } from '../adminTexts.ts';
import { auditTexts as t } from './auditTexts.ts';
import { withEmptyConsole } from '../adminScenarios.ts';
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

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_ADMIN_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'adminAudit')],
  }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyConsole }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, overrides: () => [mockErrorHandler(STORY_API, 'adminAudit')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: adminTexts.tryAgain }),
    ).toBeInTheDocument();
  },
};
