import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { MoneyField, NumberField } from './NumberField.tsx';

describe('NumberField', () => {
  it('steps with the arrow keys within min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <NumberField label="Quantity" defaultValue={9} minValue={1} maxValue={10} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.tab();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('9');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers stepper buttons that change the value', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Quantity" defaultValue={2} showStepper />);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: /decrease/i }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });
});

describe('MoneyField', () => {
  it('formats the typed amount as US dollars on blur and reports the number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<MoneyField label="Your offer" onChange={onChange} name="offer" />);
    const input = screen.getByRole('textbox', { name: 'Your offer' });
    await user.click(input);
    await user.keyboard('45.5');
    await user.tab();
    expect(input).toHaveValue('$45.50');
    expect(onChange).toHaveBeenLastCalledWith(45.5);
    expect(container.querySelector('input[type="hidden"][name="offer"]')).toHaveValue('45.5');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never goes below zero by default', async () => {
    const user = userEvent.setup();
    render(<MoneyField label="Price" defaultValue={0} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('$0.00');
  });
});
