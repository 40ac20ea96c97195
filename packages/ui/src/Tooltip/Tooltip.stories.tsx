import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { vars } from '../theme/contract.css.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the ticket link',
    children: <Button variant="outline">Share</Button>,
    onOpenChange: fn(),
  },
  // Room above and below the trigger, so every placement has space.
  decorators: [(Story) => <div style={{ padding: vars.space.xxxlarge }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab shows the tooltip and links it with aria-describedby; Escape hides it; Tab away hides it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copies the ticket link');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    await expect(trigger).toHaveFocus();
  },
};

/** Pointer: resting on the trigger shows the tooltip after the delay, leaving hides it. */
export const Hover: Story = {
  args: { delay: 0, closeDelay: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    const body = within(canvasElement.ownerDocument.body);
    // A real mouse moves before it reaches the trigger; react-aria only counts hover from a moving pointer.
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** On an icon-only button: the label names it, the tooltip describes it. */
export const OnIconButton: Story = {
  args: {
    content: 'Add this event to your favourites',
    children: (
      <IconButton label="Favourite" variant="ghost">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M8 1.5l2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7l-4 2.2.8-4.5L1.5 6.3 6 5.7z" fill="currentColor" />
        </svg>
      </IconButton>
    ),
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Add this event to your favourites');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favourite' }),
    ).toHaveAccessibleDescription('Add this event to your favourites');
  },
};

/** Open below the trigger. */
export const PlacementBottom: Story = { args: { placement: 'bottom', defaultOpen: true } };

/** Only on keyboard focus, never on hover. */
export const FocusOnly: Story = {
  args: { trigger: 'focus', delay: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(trigger);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeVisible();
  },
};

/** Disabled: nothing shows. */
export const Disabled: Story = { args: { isDisabled: true } };
