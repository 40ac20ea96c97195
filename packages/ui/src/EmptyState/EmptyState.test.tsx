import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, description and action', async () => {
    const { container } = render(
      <EmptyState
        title="No tickets found"
        description="Try another search."
        action={<a href="#sell">Sell a ticket</a>}
        icon={<svg width="24" height="24" />}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No tickets found' })).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell a ticket' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
