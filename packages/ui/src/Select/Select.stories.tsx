import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select.tsx';

const sortOptions: SelectOption[] = [
  { value: 'date', label: 'Date' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'distance', label: 'Distance', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The listbox is portalled outside the story root.
    const listbox = await within(document.body).findByRole('listbox', { name: 'Sort by' });
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Price: low to high');
  },
};
export const WithValue: Story = {
  args: { defaultValue: 'price-desc', description: 'Applies to the results below' },
};
export const Invalid: Story = { args: { errorMessage: 'Choose an order', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'date' } };
