import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { DateField } from './DateField.tsx';
import { DatePicker } from './DatePicker.tsx';

describe('DatePicker', () => {
  it('opens the calendar from the keyboard, chooses a day with the arrows and Enter, and returns focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DatePicker label="Event date" defaultValue={parseDate('2026-06-15')} onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Event date' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const button = screen.getByRole('button', { name: /Choose date/ });
    await user.tab(); // month
    await user.tab(); // day
    await user.tab(); // year
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog');
    const grid = within(dialog).getByRole('grid', { name: /June 2026/ });
    expect(within(grid).getByRole('button', { name: /June 15, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-06-23'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('disables the days before minValue and never lets the keyboard land on them', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Tracking date"
        defaultValue={parseDate('2026-06-12')}
        minValue={parseDate('2026-06-10')}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    const grid = within(screen.getByRole('dialog')).getByRole('grid');
    expect(within(grid).getByRole('button', { name: /June 9, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /June 1, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /June 10, 2026/ })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(grid).getByRole('button', { name: /June 10, 2026/ })).toHaveFocus();
    // The open calendar is portalled to document.body.
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('with minValue today, today can be chosen and the calendar opens on it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const now = today(getLocalTimeZone());
    render(<DatePicker label="Tracking date" minValue={now} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(now);
  });

  it('Escape closes the calendar without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Event date" defaultValue={parseDate('2026-06-15')} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Choose date/ });
    await user.click(button);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links the error message to the field', async () => {
    const { container } = render(<DatePicker label="Event date" errorMessage="Choose a date" isRequired />);
    const group = screen.getByRole('group', { name: 'Event date' });
    expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-describedby');
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('DateField', () => {
  it('takes a typed date in its segments', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<DateField label="Birthday" onChange={onChange} />);
    await user.tab();
    await user.keyboard('06152026');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-06-15'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
