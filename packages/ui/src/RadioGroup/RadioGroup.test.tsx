import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Radio, RadioGroup } from './RadioGroup.tsx';

describe('RadioGroup', () => {
  it('is one tab stop named by its label, and the arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <RadioGroup label="Delivery" onChange={onChange}>
        <Radio value="electronic">Electronic ticket</Radio>
        <Radio value="post">By post</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Electronic ticket' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'By post' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('post');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links the error message to the group and marks it invalid', async () => {
    const { container } = render(
      <RadioGroup label="Delivery" errorMessage="Choose a delivery method" isRequired>
        <Radio value="electronic">Electronic ticket</Radio>
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a delivery method');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('throws an actionable error for a Radio outside a group', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Radio value="x">X</Radio>)).toThrow('Put every <Radio> inside a <RadioGroup>');
    spy.mockRestore();
  });
});
