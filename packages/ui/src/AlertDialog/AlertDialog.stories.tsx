import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog.tsx';

function Demo(props: Omit<AlertDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <AlertDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  component: Demo,
  args: {
    title: 'Cancel order',
    message: 'Are you sure want cancel your order ?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    tone: 'danger',
    isPending: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus starts on No; Tab to Yes and Enter confirms. */
export const KeyboardConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Cancel order' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Cancel order' });
    await waitFor(() => expect(body.getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalled());
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Accent: Story = {
  args: { tone: 'accent', title: 'Remove item', message: 'Remove this ticket from your cart?' },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // The pending button's visible label is hidden while its spinner shows, so find it by its busy state.
    const busy = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-busy') === 'true');
    await expect(busy).toHaveLength(1);
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
  },
};
