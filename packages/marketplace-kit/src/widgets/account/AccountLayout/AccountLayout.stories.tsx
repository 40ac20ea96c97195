import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '../../../mocks/index.ts';
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
export const Buyer: Story = {
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

/** Small screens: the menu button at the bottom (the drawer opens on press). */
export const Compact: Story = {
  render: (args) => (
    <AccountLayoutView location={args.location} isCompact showBecomeSeller>
      {args.children}
    </AccountLayoutView>
  ),
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `${t.openMenu}: ${t.myOrders}` })).toBeInTheDocument();
  },
};
