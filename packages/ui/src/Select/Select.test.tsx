import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Select, type SelectOption } from './Select.tsx';

const sortOptions: SelectOption[] = [
  { value: 'date', label: 'Date' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'distance', label: 'Distance', isDisabled: true },
];

describe('Select', () => {
  it('opens with the keyboard, chooses with arrows and Enter, and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Select label="Sort by" options={sortOptions} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    expect(trigger).toHaveTextContent('Select an option');
    expect(await axeViolations(container)).toEqual([]);

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(within(listbox).getByRole('option', { name: 'Date' })).toHaveFocus();
    expect(within(listbox).getByRole('option', { name: 'Distance' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The open listbox is portalled to document.body.
    expect(await axeViolations(document.body)).toEqual([]);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('price-desc');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('Price: high to low');
  });

  it('closes on Escape without changing the value and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Sort by" options={sortOptions} defaultValue="date" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('Date');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses with the mouse and submits the value through a hidden native select', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Select label="Sort by" name="sort" options={sortOptions} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    const form = container.querySelector('form');
    expect(new FormData(form ?? undefined).get('sort')).toBe('price-asc');
  });

  it('links the error message and marks the button invalid', async () => {
    const { container } = render(
      <Select label="Sort by" options={sortOptions} errorMessage="Choose an order" isRequired />,
    );
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    expect(trigger).toHaveAccessibleDescription('Choose an order');
    expect(await axeViolations(container)).toEqual([]);
  });
});
