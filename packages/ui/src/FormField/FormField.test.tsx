import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { FormField } from './FormField.tsx';

describe('FormField', () => {
  it('wires a custom control to its label and description', async () => {
    const { container } = render(
      <FormField label="Seat number" description="As printed on the ticket">
        {(controlProps) => <input {...controlProps} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Seat number' });
    expect(input).toHaveAccessibleDescription('As printed on the ticket');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the control invalid and adds the single error message to its description', async () => {
    const { container } = render(
      <FormField label="Seat number" description="As printed" errorMessage="Please enter a seat number" isRequired>
        {(controlProps) => <input {...controlProps} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Seat number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('As printed Please enter a seat number');
    expect(screen.getAllByText('Please enter a seat number')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
