import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { profileTexts as t } from '../profileTexts.ts';
import { NotificationSettings } from './NotificationSettings.tsx';

const meta = { title: 'Account/NotificationSettings', component: NotificationSettings } satisfies Meta<
  typeof NotificationSettings
>;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/user/account/notifications.php';
const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;

/** Every kind e-mailed (the default); switching Offers off saves it. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('checkbox', { name: new RegExp(t.notifyOffers) });
    await expect(offers).toBeChecked();
    await userEvent.click(offers);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t.preferencesSaved),
    ).toBeInTheDocument();
    await waitFor(() => expect(offers).not.toBeChecked());
  },
};

export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [pendingReply('get', PATH)],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: t.emailNotifications }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The Empty state of preferences: nothing is e-mailed (every kind switched off). */
export const Empty: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    arrange: (api) =>
      api.db.notificationPreferences.set(buyerId(api), {
        orders: false,
        offers: false,
        messages: false,
        saved_searches: false,
        price_drops: false,
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: new RegExp(t.notifyMessages) }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: new RegExp(t.notifyOrders) })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: new RegExp(t.notifyPriceDrops) })).not.toBeChecked();
  },
};

export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [failingReply('get', PATH)],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.preferencesFailed)).toBeInTheDocument();
  },
};
