import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { failing, pending, scenario } from '#widgets/shared/storyScenario.tsx';
import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { addWatchers, seedMyTickets } from '../ticketScenarios.ts';
import { emptyTexts, ticketTexts as t } from '../ticketTexts.ts';
import { MyTickets } from './MyTickets.tsx';

const meta = {
  title: 'Account/Listings/MyTickets',
  component: MyTickets,
} satisfies Meta<typeof MyTickets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active seller's tickets in every inventory status, with the actions each status allows; 12 buyers watch one. */
export const Success: Story = {
  ...scenario({
    signedInAs: MOCK_SELLER_EMAIL,
    arrange: ({ db }) => {
      seedMyTickets(db);
      addWatchers(db, 500, 12);
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ticket in OWNED', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.addTicket })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.moveToSell })).toBeVisible();
    await expect(canvas.getByText(FOLLOW_TEXTS.watchingCount(12))).toBeVisible();
    await expect(await canvas.findByText(emptyTexts.noMoreTickets)).toBeVisible();
  },
};

/** A buyer: no Add Ticket and no seller actions. */
export const Buyer: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => seedMyTickets(db) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(emptyTexts.noTickets, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.addTicket })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [pending('/user/products.php')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => void (db.tickets = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noTickets, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [failing('/user/products.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops.. Something went wrong', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
