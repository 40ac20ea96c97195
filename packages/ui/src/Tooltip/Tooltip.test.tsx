import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { UIProvider } from '../Provider/UIProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger while open and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copies the ticket link">
        <Button>Share</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.tab();
    expect(trigger).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copies the ticket link');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('Copies the ticket link');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
    expect(trigger).toHaveFocus();
  });

  it('hides when the trigger loses focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Add to favourites">
          <IconButton label="Favourite">★</IconButton>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to favourites');
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAccessibleDescription(
      'Add to favourites',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover of a Button after the delay and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Seller is verified" delay={0} closeDelay={0} onOpenChange={onOpenChange}>
        <Button variant="ghost">Verified</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Verified' });
    // A real mouse moves before it reaches the trigger; react-aria only counts hover from a moving pointer.
    await user.pointer({ target: document.body });
    await user.hover(trigger);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Seller is verified'));
    expect(trigger).toHaveAccessibleDescription('Seller is verified');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the child’s own ref and handlers on a native trigger element', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    function Example() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Tooltip content="Opens the seller profile">
            <button type="button" ref={ref} onFocus={onFocus}>
              Seller
            </button>
          </Tooltip>
          <button type="button" onClick={() => ref.current?.focus()}>
            Focus seller
          </button>
        </>
      );
    }
    render(<Example />);
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Seller' })).toHaveAccessibleDescription(
      'Opens the seller profile',
    );
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Focus seller' }));
    expect(screen.getByRole('button', { name: 'Seller' })).toHaveFocus();
  });

  it('does not show when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Hidden hint" isDisabled>
        <Button>Share</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('renders outside the trigger’s container (portalled) and has no axe violations while open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Tooltip content="Copies the ticket link">
        <Button>Share</Button>
      </Tooltip>,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(container).not.toContainElement(tooltip);
    expect(document.body).toContainElement(tooltip);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('renders into the provider container inside a shadow root, where the trigger’s aria-describedby resolves', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const appRoot = document.createElement('div');
    const overlayRoot = document.createElement('div');
    shadowRoot.append(appRoot, overlayRoot);
    const user = userEvent.setup();
    try {
      render(
        <UIProvider portalContainer={overlayRoot}>
          <Tooltip content="Copies the ticket link" defaultOpen>
            <Button>Share</Button>
          </Tooltip>
        </UIProvider>,
        { container: appRoot },
      );
      const tooltip = within(overlayRoot).getByRole('tooltip');
      const trigger = within(appRoot).getByRole('button', { name: 'Share' });
      expect(shadowRoot.getElementById(trigger.getAttribute('aria-describedby') ?? '')).toBe(tooltip);
      await user.keyboard('{Escape}');
      expect(within(overlayRoot).queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      host.remove();
    }
  });
});
