import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('fan@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('fan@example.com');
  },
};
export const WithDescription: Story = { args: { description: 'We send your tickets here' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { defaultValue: 'fan@', errorMessage: 'Please enter a valid email' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'fan@example.com' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'fan@example.com' } };
export const WithAdornment: Story = {
  args: {
    label: 'Search',
    type: 'search',
    startAdornment: <span aria-hidden="true">⌕</span>,
    placeholder: 'Event, team or venue',
  },
};
