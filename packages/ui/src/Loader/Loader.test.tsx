import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Loader } from './Loader.tsx';

describe('Loader', () => {
  it('is a busy status region with a named spinner', async () => {
    const { container } = render(<Loader label="Loading Momento">Loading…</Loader>);
    const status = screen.getByRole('status', { name: 'Loading Momento' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('data-variant', 'fullPage');
    expect(screen.getByRole('progressbar', { name: 'Loading Momento' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has an inline variant', () => {
    render(<Loader variant="inline" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-variant', 'inline');
  });
});
