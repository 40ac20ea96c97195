import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildTicket, usd } from '#mocks/index.ts';
import { validationTexts as m } from '#texts.ts';
import { offerTexts as t } from '../offerTexts.ts';
import { OfferFormDialog } from './OfferFormDialog.tsx';

const tickets = [
  buildTicket(),
  buildTicket({
    product_id: 104,
    listing_name: 'Game 7 program',
    cost: usd(60),
    sell_details: { cost: usd(60) },
  }),
];
const current = { product_id: 101, product_listing_name: 'Game 7 ticket stub, section 112', price: '450.00' };

const meta = {
  title: 'Account/Offers/OfferForm',
  component: OfferFormDialog,
  args: { mode: 'create', tickets, initialValues: { items: [current] }, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof OfferFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Make Offer sent without a price: the first failure on Price, which gets the focus. */
export const CreateWithError: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.createTitle },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    const price = within(dialog).getByRole('textbox', { name: t.price });
    await expect(price).toHaveAccessibleDescription(m.priceRequired);
    await expect(price).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A message with an e-mail address: the warning shows in place before anything is sent. */
export const ContactWarning: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.createTitle },
      { timeout: 10_000 },
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t.message }),
      'Write to me at ada@example.com',
    );
    await expect(within(dialog).getByText(t.contactWarning)).toBeVisible();
  },
};

/** No ticket chosen: 'No items selected', and sending says 'Please select atleast one ticket.'. */
export const NoTickets: Story = {
  args: { initialValues: { offer_price: '400', items: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.createTitle },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText(t.noItemsSelected)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    await expect(within(dialog).getByText(m.ticketSelectionRequired)).toBeVisible();
  },
};

/** Counter mode keeps the tickets of the latest entry. */
export const Counter: Story = {
  args: { mode: 'counter' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: t.counterTitle },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText(current.product_listing_name)).toBeVisible();
  },
};
