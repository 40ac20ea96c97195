import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useButton, useDialog, useOverlayTrigger, type AriaDialogProps } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Popover } from './Popover.tsx';

function PopoverDialog(props: AriaDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      <h3 {...titleProps}>Ticket filters</h3>
      <button type="button">Apply</button>
    </div>
  );
}

function Example() {
  const state = useOverlayTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const { buttonProps } = useButton(triggerProps, triggerRef);
  return (
    <>
      <button {...buttonProps} ref={triggerRef}>
        Filters
      </button>
      <Popover state={state} triggerRef={triggerRef}>
        <PopoverDialog {...overlayProps} />
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger, renders in document.body and closes with Escape returning focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Ticket filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes when a screen reader user activates the hidden dismiss button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(dismissButtons.length).toBeGreaterThan(0);
    await user.click(dismissButtons[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
