import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { StarRating } from './StarRating.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';

describe('StarRating (display)', () => {
  it("reads as '4 out of 5' with four active stars", async () => {
    const { container } = render(<StarRating value={4} />);
    const rating = screen.getByRole('img', { name: '4 out of 5' });
    expect(rating.querySelectorAll('[data-active]')).toHaveLength(4);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clamps and rounds the stars it shows but reads the exact value', () => {
    render(<StarRating value={3.6} />);
    const rating = screen.getByRole('img', { name: '3.6 out of 5' });
    expect(rating).toHaveAttribute('data-value', '4');
  });
});

describe('StarRatingInput', () => {
  it('is a labelled radio group of five stars', async () => {
    const { container } = render(<StarRatingInput label="Your rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    expect(group.querySelectorAll('[data-active]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses with the arrow keys and calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRatingInput label="Your rating" defaultValue={3} onChange={onChange} />);
    await user.tab();
    const three = screen.getByRole('radio', { name: '3 stars' });
    expect(three).toHaveFocus();
    expect(three).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(2);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group.querySelectorAll('[data-active]')).toHaveLength(2);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <StarRatingInput label="Your rating" value={value} onChange={setValue} />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('shows the error message and marks the group invalid', async () => {
    const { container } = render(
      <StarRatingInput label="Your rating" errorMessage="Please choose a rating" isRequired />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Please choose a rating');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
