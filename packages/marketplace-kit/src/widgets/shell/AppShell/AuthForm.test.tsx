import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { validationTexts } from '#texts.ts';
import { validateRegister } from '#validation/auth.ts';
import { AuthForm, type AuthField } from './AuthForm.tsx';

type Name = 'user_name' | 'email' | 'password' | 'confirm_password';
const fields: readonly AuthField<Name>[] = [
  { name: 'user_name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirm_password',
    label: 'Confirm',
    type: 'password',
    autoComplete: 'new-password',
    toggleLabel: 'Show confirm',
  },
];

function renderForm(props: { isPending?: boolean; formError?: string | null } = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <AuthForm
      aria-labelledby="title"
      header={<h1 id="title">Join</h1>}
      fields={fields}
      validate={validateRegister}
      onSubmit={onSubmit}
      submitLabel="Join"
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

describe('AuthForm', () => {
  it('renders the described fields in order in a named form, without axe violations', async () => {
    const { container } = renderForm();
    const form = screen.getByRole('form', { name: 'Join' });
    expect([...form.querySelectorAll('input[name]')].map((input) => input.getAttribute('name'))).toEqual([
      'user_name',
      'email',
      'password',
      'confirm_password',
    ]);
    expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show confirm' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves focus to the field whose check failed, already marked invalid and described by the message', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(validationTexts.nameRequired);

    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByLabelText('Confirm')).toHaveFocus();
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription(validationTexts.passwordsMismatch);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends text and e-mail values trimmed and passwords as typed', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret ');
    await userEvent.type(screen.getByLabelText('Confirm'), ' secret ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      user_name: 'Ada',
      email: 'ada@example.com',
      password: ' secret ',
      confirm_password: ' secret ',
    });
  });

  it('ignores the submit button and Enter while pending, and shows the form-level message', async () => {
    const { onSubmit } = renderForm({ isPending: true, formError: 'Invalid email or password.' });
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Confirm'), 'secret{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Join/ }));
    expect(screen.getByRole('button', { name: /Join/ })).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
