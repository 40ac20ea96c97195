import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and a click and reports the state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links its description and error and is invalid while the error shows', async () => {
    const { container } = render(
      <Checkbox description="Read them first" errorMessage="You must accept the terms" isRequired>
        I agree
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Read them first You must accept the terms');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox isDisabled>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.setup().click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});
