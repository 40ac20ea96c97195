import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormField } from './FormField.tsx';
import { FieldMessageProvider } from '../Provider/UIProvider.tsx';

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
      <FormField
        label="Seat number"
        description="As printed"
        errorMessage="Please enter a seat number"
        isRequired
      >
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

  it('shows a string error message through the nearest FieldMessageProvider, on text fields and checkboxes alike', () => {
    const german: Record<string, string> = {
      'Please enter the email.': 'Bitte gib die E-Mail-Adresse ein.',
      'Agree to submit.': 'Bitte stimme zu.',
    };
    render(
      <FieldMessageProvider value={(message) => german[message] ?? message}>
        <TextField label="Email" errorMessage="Please enter the email." />
        <TextField label="Name" errorMessage="Not in the dictionary" />
        <Checkbox errorMessage="Agree to submit.">I agree</Checkbox>
      </FieldMessageProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Bitte gib die E-Mail-Adresse ein.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Not in the dictionary',
    );
    expect(screen.getByText('Bitte stimme zu.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the email.')).not.toBeInTheDocument();
  });
});
