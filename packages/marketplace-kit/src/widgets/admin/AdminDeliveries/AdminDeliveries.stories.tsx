import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { deliveriesTexts as t } from './deliveriesTexts.ts';
import { AdminDeliveries } from './AdminDeliveries.tsx';

const meta = { title: 'Admin/AdminDeliveries', component: AdminDeliveries } satisfies Meta<
  typeof AdminDeliveries
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-order shipped 20 days ago, not confirmed and reported by its buyer. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.daysWaiting(20), { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(t.reasonReported)).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminDeliveries');

export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminDeliveries');

/** Cancel and refund says the amount before anything happens. */
export const CancelAndRefund: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.cancel }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t.cancelTitle('MO-2026-000120'),
    });
    await expect(
      within(dialog).getByRole('button', { name: t.cancelConfirm('$486.00') }),
    ).toBeInTheDocument();
  },
};
