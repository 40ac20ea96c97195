import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { browseTexts, emptyTexts, errorTexts } from '#widgets/browse/browseTexts.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { OwnTicketDetail } from './OwnTicketDetail.tsx';

const meta = {
  title: 'Browse/OwnTicketDetail',
  component: OwnTicketDetail,
  args: { productId: 101, onRequireLogin: fn() },
} satisfies Meta<typeof OwnTicketDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Game 7 ticket stub, section 112' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: browseTexts.addToCart })).not.toBeInTheDocument();
  },
};
export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [pending('/user/products.php')] }),
};
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noTicketsHome, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [failing('/user/products.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const LoggedOut: Story = {
  ...scenario(),
  play: async ({ args }) => {
    await expect(args.onRequireLogin).toHaveBeenCalled();
  },
};
