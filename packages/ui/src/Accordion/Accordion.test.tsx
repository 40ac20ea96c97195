import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { Accordion } from './Accordion.tsx';

function Checkout({
  allowsMultipleExpanded,
  onExpandedChange,
}: {
  allowsMultipleExpanded?: boolean;
  onExpandedChange?: (keys: Set<string>) => void;
}) {
  return (
    <Accordion
      defaultExpandedKeys={['address']}
      allowsMultipleExpanded={allowsMultipleExpanded}
      onExpandedChange={onExpandedChange}
    >
      <Disclosure id="address" title="Shipping address">
        Address form
      </Disclosure>
      <Disclosure id="payment" title="Payment">
        Payment form
      </Disclosure>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens one section at a time by default', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { container } = render(<Checkout onExpandedChange={onExpandedChange} />);
    const address = screen.getByRole('button', { name: 'Shipping address' });
    const payment = screen.getByRole('button', { name: 'Payment' });
    expect(address).toHaveAttribute('aria-expanded', 'true');
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    payment.focus();
    await user.keyboard('{Enter}');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(address).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['payment']));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps several sections open with allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    render(<Checkout allowsMultipleExpanded />);
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Shipping address' })).toHaveAttribute('aria-expanded', 'true');
  });
});
