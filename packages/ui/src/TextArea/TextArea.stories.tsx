import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 200, description: 'Tell the seller about your offer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard('Hello');
    await expect(canvas.getByText('5 / 200')).toBeInTheDocument();
  },
};
export const Invalid: Story = { args: { errorMessage: 'Please write a message', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Sent' } };
