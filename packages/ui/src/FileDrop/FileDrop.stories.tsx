import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';
import { filesTransfer } from './filesTransfer.ts';

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

/** Drags `files` from the file manager over the drop zone (the button's box) and drops them there. */
function dropOn(button: HTMLElement, files: File[]) {
  const zone = button.parentElement as HTMLElement;
  const dataTransfer = filesTransfer(files);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    zone.dispatchEvent(event);
  }
}

/** A dropped file of another type is refused with the error text; the accepted one of the same drop is listed. */
export const DropWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropOn(canvas.getByRole('button', { name: 'Photos Choose files' }), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.txt is not an accepted file type',
    );
    await expect(args.onReject).toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Dropping more files than `maxFiles` (3): the first three are listed, the rest refused. */
export const DropTooMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropOn(
      canvas.getByRole('button', { name: 'Photos Choose files' }),
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' })),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can add up to 3 files');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SupportDocument: Story = {
  args: { label: 'Support document', description: 'One PDF', accept: ['application/pdf'], maxFiles: 1 },
};

export const Invalid: Story = { args: { errorMessage: 'Please add at least one photo', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true } };
