import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Spinner, spinnerSizes } from './Spinner.tsx';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', async () => {
    const { container } = render(<Spinner label="Loading tickets" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading tickets' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('exposes its size and tone as data attributes for styling', () => {
    render(
      <>
        {spinnerSizes.map((size) => (
          <Spinner key={size} label={`Loading ${size}`} size={size} tone="inherit" />
        ))}
      </>,
    );
    for (const size of spinnerSizes) {
      const spinner = screen.getByRole('progressbar', { name: `Loading ${size}` });
      expect(spinner).toHaveAttribute('data-size', size);
      expect(spinner).toHaveAttribute('data-tone', 'inherit');
    }
  });
});
