import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('accepts multiple lines and counts characters against maxLength', async () => {
    const onChange = vi.fn();
    const { container } = render(<TextArea label="Message" maxLength={20} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.setup().type(textarea, 'Hi{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere');
    expect(screen.getByText('8 / 20')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows one error message linked to the textarea', async () => {
    const { container } = render(<TextArea label="Message" errorMessage="Please write a message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please write a message');
    expect(await axeViolations(container)).toEqual([]);
  });
});
