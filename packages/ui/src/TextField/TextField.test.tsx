import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and reports every change', async () => {
    const onChange = vi.fn();
    const { container } = render(<TextField label="Email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.setup().type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
    expect(input).toHaveAttribute('type', 'email');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('Row');
      return (
        <>
          <TextField label="Section" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Section' }), ' F');
    expect(screen.getByRole('status')).toHaveTextContent('Row F');
  });

  it('links description and error message and marks the input invalid and required', async () => {
    const { container } = render(
      <TextField
        label="Email"
        description="We send your tickets here"
        errorMessage="Please enter a valid email"
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We send your tickets here Please enter a valid email');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cannot be edited when disabled', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" isDisabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeDisabled();
    await userEvent.setup().type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });
});
