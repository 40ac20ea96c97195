import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { vars } from '../theme/contract.css.ts';
import { Dialog, DialogTrigger, dialogSizes, type DialogSize } from './Dialog.tsx';

function Demo({ size, isDismissable }: { size: DialogSize; isDismissable: boolean }) {
  return (
    <DialogTrigger
      trigger={<button type="button">Manage Address</button>}
      size={size}
      isDismissable={isDismissable}
    >
      {(close) => (
        <Dialog title="Manage Address" onClose={close}>
          <div style={{ display: 'grid', gap: vars.space.medium }}>
            <label style={{ display: 'grid', gap: vars.space.xsmall }}>
              Street
              <input name="street" />
            </label>
            <Button onPress={close}>Save</Button>
          </div>
        </Dialog>
      )}
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Demo,
  args: { size: 'medium', isDismissable: true },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, Tab cycles inside the dialog, Escape closes and focus returns to the trigger. */
export const KeyboardFocusTrapAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Manage Address' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Manage Address' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const NotDismissableByOutsidePress: Story = { args: { isDismissable: false } };
