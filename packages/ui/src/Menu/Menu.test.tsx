import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { MenuItem, MenuSection, MenuTrigger } from './Menu.tsx';

function AccountMenu({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger trigger={<button type="button">Account</button>} aria-label="Account" onAction={onAction}>
      <MenuSection title="Signed in as Ada">
        <MenuItem key="profile" href="#profile">
          My profile
        </MenuItem>
        <MenuItem key="orders" href="#orders">
          My orders
        </MenuItem>
      </MenuSection>
      <MenuSection aria-label="Session">
        <MenuItem key="logout">Logout</MenuItem>
      </MenuSection>
    </MenuTrigger>
  );
}

describe('MenuTrigger', () => {
  it('opens with Enter and focuses the first item', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onAction={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens with ArrowDown, moves with arrow keys and chooses with Enter, returning focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<AccountMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape and returns focus to the trigger without choosing', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<AccountMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('renders items with href as links inside the menu and groups sections', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onAction={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const orders = screen.getByRole('menuitem', { name: 'My orders' });
    expect(orders.tagName).toBe('A');
    expect(orders).toHaveAttribute('href', '#orders');
    expect(screen.getByRole('group', { name: 'Signed in as Ada' })).toContainElement(orders);
    expect(screen.getByRole('group', { name: 'Session' })).toBeInTheDocument();
  });
});
