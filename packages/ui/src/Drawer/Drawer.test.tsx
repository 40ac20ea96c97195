import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Drawer } from './Drawer.tsx';

function Example() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={isOpen} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Menu" placement="end">
        <nav aria-label="Main">
          <a href="#tickets">Tickets</a>
          <a href="#memorabilia">Memorabilia</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog from the chosen side and contains focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
    screen.getByRole('link', { name: 'Memorabilia' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('closes with Escape and with the close button, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
