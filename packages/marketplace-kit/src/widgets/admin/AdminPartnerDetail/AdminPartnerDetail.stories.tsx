import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, type MockApi } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { partnerDetailTexts as t } from './partnerDetailTexts.ts';
import { AdminPartnerDetail } from './AdminPartnerDetail.tsx';

const meta = {
  title: 'Admin/AdminPartnerDetail',
  component: AdminPartnerDetail,
  args: { partnerId: 61 },
} satisfies Meta<typeof AdminPartnerDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner with a month of views, sign-ins, offers, orders and sales, and its orders. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Riverside Arena' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('figure', { name: t.viewsPerDay })).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: t.ordersTitle })).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminPartner');

/** A partner with nothing from its embed yet: no activity, no orders. */
export const Empty: Story = {
  ...adminEmpty(t.noActivity, (api: MockApi) => {
    api.db.admin.partnerDays.delete(61);
    api.db.admin.partnerOrders = [];
  }),
};

export const Error: Story = adminError('adminPartner');
