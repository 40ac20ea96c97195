import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { createToastQueue, ToastProvider, useToast } from './Toast.tsx';

function AddToCart() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Item Added to Cart')}>
      Add to Cart
    </button>
  );
}

describe('Toast', () => {
  it('announces toast.success in an alert inside the Notifications region', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <AddToCart />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Item Added to Cart' });
    expect(toast).toHaveAttribute('data-tone', 'success');
    await waitFor(() => expect(within(toast).getByRole('alert')).toHaveTextContent('Item Added to Cart'));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows each tone and a description from the imperative API', () => {
    const api = createToastQueue({ maxVisibleToasts: 4 });
    render(<ToastProvider api={api}>app</ToastProvider>);
    act(() => {
      api.info('Info');
      api.warning('Warning');
      api.error('Payment failed', { description: 'Try another card' });
      api.show({ title: 'Shown', tone: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('alertdialog')).toHaveLength(4);
    const failed = within(region).getByRole('alertdialog', { name: 'Payment failed' });
    expect(failed).toHaveAttribute('data-tone', 'error');
    expect(failed).toHaveAccessibleDescription('Try another card');
    expect(within(region).getByRole('alertdialog', { name: 'Info' })).not.toHaveAttribute('aria-describedby');
  });

  it('closes with its close button and calls onClose', async () => {
    const user = userEvent.setup();
    const api = createToastQueue();
    const onClose = vi.fn();
    render(<ToastProvider api={api}>app</ToastProvider>);
    act(() => {
      api.success('Item Added to Cart', { onClose });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after its timeout but waits while hovered', async () => {
    const user = userEvent.setup();
    const api = createToastQueue({ timeout: 300 });
    render(<ToastProvider api={api}>app</ToastProvider>);
    act(() => {
      api.info('Saved');
    });
    const toast = screen.getByRole('alertdialog', { name: 'Saved' });
    await user.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();
    await user.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('keeps a toast with timeout null until it is closed', async () => {
    const api = createToastQueue({ timeout: 100 });
    render(<ToastProvider api={api}>app</ToastProvider>);
    let key = '';
    act(() => {
      key = api.error('Stays', { timeout: null });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alertdialog', { name: 'Stays' })).toBeInTheDocument();
    act(() => api.close(key));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('throws an actionable error when useToast is used outside ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AddToCart />)).toThrow(/Wrap your app in <ToastProvider>/);
  });
});
