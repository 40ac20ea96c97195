import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { useButton, useDialog, useOverlayTrigger, type AriaDialogProps } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Popover, popoverPaddings, type PopoverPadding } from './Popover.tsx';

function FiltersDialog(props: AriaDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref} style={{ display: 'grid', gap: vars.space.small, outline: 'none' }}>
      <h3 {...titleProps} style={{ fontSize: vars.font.size.medium }}>
        Ticket filters
      </h3>
      <p>Popovers hold small, related content next to their trigger.</p>
    </div>
  );
}

function Demo({
  placement,
  padding,
}: {
  placement: 'bottom start' | 'top' | 'end';
  padding: PopoverPadding;
}) {
  const state = useOverlayTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const { buttonProps } = useButton(triggerProps, triggerRef);
  return (
    <div style={{ padding: vars.space.xxxlarge }}>
      <button {...buttonProps} ref={triggerRef}>
        Filters
      </button>
      <Popover state={state} triggerRef={triggerRef} placement={placement} padding={padding}>
        <FiltersDialog {...overlayProps} />
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: Demo,
  args: { placement: 'bottom start', padding: 'medium' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['bottom start', 'top', 'end'] },
    padding: { control: 'inline-radio', options: popoverPaddings },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOpenAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'Ticket filters' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives the focus back in a frame after the popover unmounts: on a loaded machine that is not at once.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Top: Story = { args: { placement: 'top' } };
export const End: Story = { args: { placement: 'end', padding: 'small' } };
