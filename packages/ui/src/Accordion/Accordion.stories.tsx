import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { Accordion } from './Accordion.tsx';

function Checkout({ allowsMultipleExpanded }: { allowsMultipleExpanded: boolean }) {
  return (
    <Accordion defaultExpandedKeys={['address']} allowsMultipleExpanded={allowsMultipleExpanded}>
      <Disclosure id="address" title="Shipping address">
        Address form
      </Disclosure>
      <Disclosure id="delivery" title="Delivery">
        Delivery options
      </Disclosure>
      <Disclosure id="payment" title="Payment">
        Payment form
      </Disclosure>
    </Accordion>
  );
}

const meta = {
  title: 'Navigation/Accordion',
  component: Checkout,
  args: { allowsMultipleExpanded: false },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to "Payment", Enter opens it and closes "Shipping address". */
export const SingleExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const payment = canvas.getByRole('button', { name: 'Payment' });
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Shipping address' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
export const MultipleExpanded: Story = { args: { allowsMultipleExpanded: true } };
