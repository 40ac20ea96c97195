import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuItem, MenuSection, MenuTrigger } from './Menu.tsx';

function AccountMenu({
  onAction,
  placement,
}: {
  onAction: (key: unknown) => void;
  placement: 'bottom start' | 'bottom end';
}) {
  return (
    <div style={{ display: 'flex', justifyContent: placement === 'bottom end' ? 'flex-end' : 'flex-start' }}>
      <MenuTrigger
        trigger={<button type="button">Account</button>}
        aria-label="Account"
        onAction={onAction}
        placement={placement}
      >
        <MenuSection title="Signed in as Ada">
          <MenuItem key="profile" href="#profile">
            My profile
          </MenuItem>
          <MenuItem key="orders" href="#orders">
            My orders
          </MenuItem>
          <MenuItem key="listings" href="#listings">
            My listings
          </MenuItem>
        </MenuSection>
        <MenuSection aria-label="Session">
          <MenuItem key="logout">Logout</MenuItem>
        </MenuSection>
      </MenuTrigger>
    </div>
  );
}

const meta = {
  title: 'Overlays/Menu',
  component: AccountMenu,
  args: { onAction: fn(), placement: 'bottom end' },
  argTypes: { placement: { control: 'inline-radio', options: ['bottom start', 'bottom end'] } },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowDown opens on the first item, arrows move, Enter chooses, focus returns to the button. */
export const KeyboardChooseItem: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    const body = within(canvasElement.ownerDocument.body);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: Escape closes without choosing. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu', { name: 'Account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const OpensToTheRight: Story = { args: { placement: 'bottom start' } };
