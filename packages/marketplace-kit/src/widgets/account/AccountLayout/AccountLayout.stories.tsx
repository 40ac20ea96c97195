import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { FullPageLoader } from '../../shell/AppShell/FullPageLoader.tsx';
import { shellScenario } from '../../shell/AppShell/shellStories.tsx';
import { accountTexts as t } from '../accountTexts.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { AccountLayoutView } from './AccountLayoutView.tsx';

const meta = {
  title: 'Account/AccountLayout',
  component: AccountLayout,
  args: { location: '/account/myorders', children: <p>The page goes here.</p> },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer without any seller permission: 'Become a seller' leads the menu; My Orders is the current page. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/myorders' }),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.navigation });
    await expect(within(nav).getByRole('link', { name: t.becomeSeller })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: t.myOrders })).toHaveAttribute('aria-current', 'page');
  },
};

/** An active seller: no 'Become a seller'. */
export const Seller: Story = {
  ...shellScenario({ signedInAs: MOCK_SELLER_EMAIL, location: '/account/myorders' }),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.navigation });
    await expect(within(nav).queryByRole('link', { name: t.becomeSeller })).toBeNull();
  },
};

/** The session is still being checked: the full-app loader, no menu yet. */
export const Loading: Story = {
  render: (args) => (
    <AccountLayoutView location={args.location} showBecomeSeller>
      <FullPageLoader />
    </AccountLayoutView>
  ),
};

/** A page with nothing to show yet: the frame alone. */
export const Empty: Story = {
  args: { location: '/account', children: null },
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t.myProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An unknown account page: the 404 text inside the frame, no menu entry current. */
export const Error: Story = {
  args: { location: '/account/no-such-page', children: <p>Oops. Nothing here...</p> },
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, location: '/account/no-such-page' }),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.navigation });
    await expect(nav.querySelector('[aria-current="page"]')).toBeNull();
  },
};

/** Small screens: the menu button at the bottom (the drawer opens on press). */
export const Compact: Story = {
  render: (args) => (
    <AccountLayoutView location={args.location} isCompact showBecomeSeller>
      {args.children}
    </AccountLayoutView>
  ),
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `${t.openMenu}: ${t.myOrders}` }),
    ).toBeInTheDocument();
  },
};
