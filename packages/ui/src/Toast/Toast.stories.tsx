import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { createToastQueue, ToastProvider, toastTones, useToast } from './Toast.tsx';

function Buttons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      <button type="button" onClick={() => toast.success('Item Added to Cart')}>
        Add to Cart
      </button>
      <button
        type="button"
        onClick={() =>
          toast.info('Your offer was sent', { description: 'The seller has 48 hours to reply.' })
        }
      >
        Send offer
      </button>
      <button type="button" onClick={() => toast.warning('Only 2 tickets left')}>
        Warn
      </button>
      <button type="button" onClick={() => toast.error('Payment failed', { timeout: null })}>
        Fail
      </button>
    </div>
  );
}

function Demo() {
  // One queue per story render, so stories do not share toasts.
  const [api] = useState(() => createToastQueue({ maxVisibleToasts: 4 }));
  return (
    <ToastProvider api={api}>
      <Buttons />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: a toast from a button; Tab reaches nothing new until F6 jumps to the region; Close dismisses it. */
export const SuccessFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Item Added to Cart' });
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    within(toast).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Every tone at once. */
export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Add to Cart', 'Send offer', 'Warn', 'Fail']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    const tones = within(region)
      .getAllByRole('alertdialog')
      .map((toast) => toast.getAttribute('data-tone'));
    await expect([...tones].sort()).toEqual([...toastTones].sort());
  },
};
