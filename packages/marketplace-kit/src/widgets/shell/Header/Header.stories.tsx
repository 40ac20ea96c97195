import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildCartItem, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { unreachableCode } from '#widgets/shared/storyScenario.tsx';
import { chromeTexts as t } from '../AppShell/chromeTexts.ts';
import { failingReply, pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { Header } from './Header.tsx';
import { unreadTexts } from './UnreadMessages.tsx';

const meta = {
  title: 'Site/Header',
  component: Header,
  args: { location: '/genre' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
/** The cart count and the unread badge come once the page is idle (at most 3 s after load), then their requests. */
const AFTER_IDLE = { timeout: 6_000 };

/** A signed-in user with 11 items: the badge shows '10+'. */
export const Success: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: ({ db }) =>
      void db.carts.set(
        1,
        Array.from({ length: 11 }, (_, i) => buildCartItem({ id: i + 1, expiry_date: inAnHour() })),
      ),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cart, 10+ items' }, AFTER_IDLE),
    ).toBeInTheDocument();
  },
};

/** The cart is still loading: the badge shows 0. */
export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [pendingReply('get', '/user/cart.php')],
  }),
};

/** A visitor: Login button, empty cart. */
export const Empty: Story = {
  ...shellScenario(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  },
};

/** The cart load failed: it silently counts as empty. */
export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [failingReply('get', '/user/cart.php')],
  }),
};

/** The buyer has an unread room: the messages badge shows its count next to the cart. */
export const UnreadMessages: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: (api) => {
      const id = (email: string) =>
        api.db.accounts.find((account) => account.user.mail === email)?.user.id ?? 0;
      api.db.rooms.push({
        room_id: 77,
        participants: [id(MOCK_BUYER_EMAIL), id(MOCK_SELLER_EMAIL)],
        unread: new Set([id(MOCK_BUYER_EMAIL)]),
      });
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: unreadTexts.messages('1') }, AFTER_IDLE),
    ).toBeInTheDocument();
  },
};

/**
 * The avatar menu's code could not load (offline): a press on the avatar says so under the header, and focus stays
 * on the avatar. (Last in the file: the browser may keep the failed fetch of the menu's code.)
 */
export const MenuNotLoaded: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [unreachableCode('AccountMenu')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = await canvas.findByRole('button', { name: t.accountMenu });
    await userEvent.click(avatar);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      t.accountMenuNotLoaded,
    );
    await expect(avatar).toHaveFocus();
    await expect(canvas.queryByRole('menu', { name: t.accountMenu })).not.toBeInTheDocument();
  },
};
