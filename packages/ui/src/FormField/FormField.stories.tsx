import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Seat number',
    description: 'As printed on the ticket',
    children: (controlProps) => <input {...controlProps} defaultValue="F12" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Seat number' });
    await expect(input).toHaveAccessibleDescription('As printed on the ticket');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const WithError: Story = {
  args: { errorMessage: 'Please enter a seat number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Seat number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As printed on the ticket Please enter a seat number');
  },
};
