import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField, NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Quantity', defaultValue: 1, minValue: 1, maxValue: 10, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};
export const WithStepper: Story = { args: { showStepper: true } };
export const Invalid: Story = { args: { errorMessage: 'Only 4 tickets left' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const Money: Story = {
  render: (args) => <MoneyField label="Your offer" description="In US dollars" onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your offer' });
    await userEvent.click(input);
    await userEvent.keyboard('45.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$45.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(45.5);
  },
};
