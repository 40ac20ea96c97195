import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Dialog, DialogTrigger, Modal } from './Dialog.tsx';

function Example({ isDismissable }: { isDismissable?: boolean }) {
  return (
    <>
      <button type="button">Before</button>
      <DialogTrigger trigger={<button type="button">Edit address</button>} isDismissable={isDismissable}>
        {(close) => (
          <Dialog title="Manage Address" onClose={close}>
            <label>
              Street <input />
            </label>
            <button type="button" onClick={close}>
              Save
            </button>
          </Dialog>
        )}
      </DialogTrigger>
    </>
  );
}

describe('Dialog', () => {
  it('opens from the trigger as a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Manage Address' });
    expect(dialog).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Address' });
    const close = screen.getByRole('button', { name: 'Close' });
    const street = screen.getByRole('textbox', { name: 'Street' });
    const save = screen.getByRole('button', { name: 'Save' });

    close.focus();
    await user.tab();
    expect(street).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('rings the close button for keyboard users only: not after a click opened the dialog, yes once Tab reaches it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    close.focus();
    expect(close).not.toHaveAttribute('data-focus-visible');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
    expect(close).toHaveAttribute('data-focus-visible');
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Manage Address' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the close button and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
  });

  it('is controlled through isOpen and onOpenChange on Modal', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <Modal
          isOpen={isOpen}
          onOpenChange={(open) => {
            onOpenChange(open);
            setOpen(open);
          }}
        >
          <Dialog title="Order details" onClose={() => setOpen(false)}>
            Details
          </Dialog>
        </Modal>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Order details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
