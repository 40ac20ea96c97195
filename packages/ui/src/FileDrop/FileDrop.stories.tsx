import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Photos',
    description: 'JPEG or PNG, up to 3 images',
    accept: ['image/jpeg', 'image/png'],
    maxFiles: 3,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Photos Choose files' })).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'front.jpg', { type: 'image/jpeg' }));
    await expect(args.onChange).toHaveBeenCalled();
    const remove = canvas.getByRole('button', { name: 'Remove front.jpg' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const WithFiles: Story = {
  args: {
    defaultValue: [
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'back.png', { type: 'image/png' }),
    ],
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'notes.txt is not an accepted file type',
    );
  },
};

export const SupportDocument: Story = {
  args: { label: 'Support document', description: 'One PDF', accept: ['application/pdf'], maxFiles: 1 },
};

export const Invalid: Story = { args: { errorMessage: 'Please add at least one photo', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true } };
