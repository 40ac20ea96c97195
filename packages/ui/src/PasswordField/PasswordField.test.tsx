import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed with the keyboard, and hides it again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<PasswordField label="Password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.tab();
    await user.keyboard('s3cret');
    expect(onChange).toHaveBeenLastCalledWith('s3cret');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(await axeViolations(container)).toEqual([]);
  });
});
