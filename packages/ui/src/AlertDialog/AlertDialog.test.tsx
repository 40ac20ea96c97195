import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { AlertDialog } from './AlertDialog.tsx';

const message = 'Are you sure want cancel your order ?';

function Example({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Cancel order"
        message={message}
        onConfirm={onConfirm}
        onCancel={onCancel}
        tone="danger"
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('asks the question in an alertdialog with focus on No', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('calls onConfirm with Yes and closes, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Example onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('waits for an async onConfirm before closing', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels with No or Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Example onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the confirm button as pending and keeps the dialog open while isPending', () => {
    render(<AlertDialog defaultOpen title="Cancel order" message={message} onConfirm={vi.fn()} isPending />);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });
});
