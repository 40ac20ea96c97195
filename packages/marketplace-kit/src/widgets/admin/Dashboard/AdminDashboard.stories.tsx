import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { dashboardTexts as t } from './dashboardTexts.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

const meta = { title: 'Admin/AdminDashboard', component: AdminDashboard } satisfies Meta<
  typeof AdminDashboard
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days of the seeded activity: the count cards and four charts. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The charts are a chunk of their own, loaded on first use: the first story of the file waits for the dev
    // server's first transform of it (seconds on a loaded 2-core machine), then for the period's data.
    await expect(
      await canvas.findByRole('img', { name: new RegExp(`^${t.ordersPerDay}`) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
  },
};

export const Loading: Story = adminLoading('adminDashboard');

/** No activity in the period: the counts show, the charts say so. */
export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminDashboard');

/** 7 days, with the orders chart's data table open. */
export const SevenDaysWithTable: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t.periodOption(7) }));
    const figure = (await canvas.findByRole('figure', { name: t.ordersPerDay })) as HTMLElement;
    await userEvent.click(within(figure).getByRole('button', { name: t.showTable }));
    await expect(
      within(figure).getByRole('table', { name: t.ordersPerDay }).querySelectorAll('tbody tr'),
    ).toHaveLength(7);
  },
};
