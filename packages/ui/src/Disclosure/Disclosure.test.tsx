import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Disclosure } from './Disclosure.tsx';

describe('Disclosure', () => {
  it('toggles its panel with the keyboard and exposes aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { container } = render(
      <Disclosure title="Manage Address" onExpandedChange={onExpandedChange}>
        <p>Street and city</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Manage Address' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Street and city')).not.toBeVisible();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('Street and city');
    expect(screen.getByText('Street and city')).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts open with defaultExpanded and cannot toggle when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Payment" defaultExpanded isDisabled>
        Card details
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Payment' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
