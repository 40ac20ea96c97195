import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

function renderForm(
  initialValues: { offer_price?: string; message?: string; items?: (typeof current)[] } = {
    items: [current],
  },
) {
  const onSubmit = vi.fn();
  render(
    <OfferFormDialog
      mode="create"
      tickets={tickets}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  return { onSubmit, dialog: screen.getByRole('dialog', { name: t.createTitle }) };
}

describe('OfferFormDialog', () => {
  it.each([
    ['', m.priceRequired],
    ['1'.repeat(21), m.priceMax],
    ['-5', m.priceInvalid],
    ['12abc', m.priceInvalid],
  ])('with the price %j shows %j on Price, focused', async (price, message) => {
    const { onSubmit, dialog } = renderForm({ offer_price: price, items: [current] });
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    const field = within(dialog).getByRole('textbox', { name: t.price });
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['x'.repeat(501), m.messageMax],
    ['Hi\u0000', m.offerMessageText],
  ])('with the message %j shows %j on Message, focused, the text kept', async (message, expected) => {
    const { onSubmit, dialog } = renderForm({ offer_price: '400', message, items: [current] });
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    const field = within(dialog).getByRole('textbox', { name: t.message });
    expect(field).toHaveAccessibleDescription(expected);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an offer without tickets: 'Please select atleast one ticket.' on the picker", async () => {
    const { onSubmit, dialog } = renderForm({ offer_price: '400', items: [] });
    expect(within(dialog).getByText(t.noItemsSelected)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByText(m.ticketSelectionRequired)).toBeInTheDocument();
    const picker = within(dialog).getByRole('button', { name: new RegExp(t.pickTicket) });
    expect(picker).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a ticket from the picker once (chosen ones are disabled there) and removes it again', async () => {
    const { dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t.pickTicket) }));
    const options = await screen.findAllByRole('option', {}, { timeout: 10_000 });
    const chosen = options.find((option) => option.textContent?.includes(current.product_listing_name));
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options.find((option) => option.textContent?.includes('Game 7 program'))!);
    const list = within(dialog).getByRole('region', { name: t.tickets });
    expect(within(list).getByText('Game 7 program')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: `${t.removeTicket} Game 7 program` }));
    expect(within(list).queryByText('Game 7 program')).toBeNull();
  });

  it('sends the price as a number and the message only when it is not empty', async () => {
    const { onSubmit, dialog } = renderForm({ offer_price: '+412.5', message: '   ', items: [current] });
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(onSubmit).toHaveBeenCalledWith({
      offer_price: 412.5,
      offer_items: [{ product_id: 101, product_listing_name: current.product_listing_name }],
    });
  });

  it('warns in place when the message looks like off-platform contact, and still lets it be sent', async () => {
    const { onSubmit, dialog } = renderForm({ offer_price: '400', items: [current] });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t.message }),
      'Mail me: ada@example.com',
    );
    expect(within(dialog).getByText(t.contactWarning)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ message: 'Mail me: ada@example.com' }));
  });
});
