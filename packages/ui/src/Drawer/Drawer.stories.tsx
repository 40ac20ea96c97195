import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Drawer, drawerPlacements, type DrawerPlacement } from './Drawer.tsx';

function Demo({ placement }: { placement: DrawerPlacement }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={isOpen} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Menu" placement={placement}>
        <nav aria-label="Main">
          <ul style={{ display: 'grid', gap: vars.space.small }}>
            <li>
              <a href="#tickets">Tickets</a>
            </li>
            <li>
              <a href="#memorabilia">Memorabilia</a>
            </li>
            <li>
              <a href="#account">My account</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Demo,
  args: { placement: 'start' },
  argTypes: { placement: { control: 'inline-radio', options: drawerPlacements } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens the side menu, Escape closes it and focus goes back to the menu button. */
export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FromTheEnd: Story = { args: { placement: 'end' } };
