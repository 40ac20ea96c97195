import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allowEmbedSite, MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { ConnectedSites } from './ConnectedSites.tsx';
import { connectedSitesTexts as t } from './texts.ts';

const meta = { title: 'Account/ConnectedSites', component: ConnectedSites } satisfies Meta<
  typeof ConnectedSites
>;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/auth/embed.php';
const VENUE = 'https://riverside-arena.example';
const SHOP = 'https://fan-shop.example';
const DAY = 86_400_000;
const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
const twoSites = (api: MockApi) => {
  allowEmbedSite(api.db, buyerId(api), SHOP, api.db.now() - 40 * DAY);
  allowEmbedSite(api.db, buyerId(api), VENUE, api.db.now() - 3 * DAY);
};

/** Two partner sites; revoking one (after the confirmation) removes it and says so. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account', arrange: twoSites }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(VENUE)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.revokeSite(SHOP) }));
    const dialog = await page.findByRole('alertdialog', { name: t.confirmTitle(SHOP) });
    await userEvent.click(within(dialog).getByRole('button', { name: t.revoke }));
    await expect(await page.findByText(t.revoked(SHOP))).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText(SHOP)).not.toBeInTheDocument());
    await expect(canvas.getByText(VENUE)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [pendingReply('get', PATH)],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: t.title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No partner site may use the account. */
export const Empty: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    location: '/account',
    overrides: () => [failingReply('get', PATH)],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.failed)).toBeInTheDocument();
  },
};
