import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addMockNotification, MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { notificationTexts as t } from './NotificationCentreView.tsx';

const meta = { title: 'Site/NotificationBell', component: NotificationBell } satisfies Meta<
  typeof NotificationBell
>;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/user/notifications.php';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
const lastWeek = new Date(Date.now() - 6 * 86_400_000).toISOString();

function withHistory(api: MockApi) {
  const id = buyerId(api);
  addMockNotification(api.db, id, {
    type: 'order_paid',
    title: 'Order MO-2026-000123 is paid: please ship it',
    body: 'Please ship them by December 1, 2026.',
    link: '/account/myorders?tab=SELL',
    created_at: lastWeek,
    read_at: lastWeek,
  });
  addMockNotification(api.db, id, {
    type: 'offer_countered',
    title: 'Counter-offer on OF-000017: $95.00',
    body: 'The seller countered offer OF-000017 with $95.00.',
    link: '/account/myoffers/OF-000017',
  });
  addMockNotification(api.db, id, {
    type: 'message_received',
    title: 'New message from Grace',
    body: 'Grace sent you a message on Momento.',
    link: '/account/mymessages/7',
  });
}

async function openCentre(canvasElement: HTMLElement, count: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t.bell(count) }));
  return body(canvasElement).findByRole('dialog', { name: t.title });
}

/** Two unread today, one read last week; the centre opens grouped by day. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: withHistory }),
  play: async ({ canvasElement }) => {
    const panel = within(await openCentre(canvasElement, '2'));
    await expect(panel.getByRole('heading', { name: t.today })).toBeInTheDocument();
    await expect(panel.getByRole('link', { name: /Counter-offer on OF-000017/ })).toHaveAttribute(
      'href',
      '/account/myoffers/OF-000017',
    );
  },
};

export const Loading: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [pendingReply('get', PATH)] }),
  play: async ({ canvasElement }) => {
    await expect(await openCentre(canvasElement, '0')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(await openCentre(canvasElement, '0')).findByText(t.empty)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [failingReply('get', PATH)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(await openCentre(canvasElement, '0')).findByText(t.failed)).toBeInTheDocument();
  },
};
