import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders the element named by `as` and keeps native attributes', async () => {
    const { container } = render(
      <Box as="nav" aria-label="Breadcrumbs" padding="small" id="crumbs">
        Home
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav).toHaveAttribute('id', 'crumbs');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns sprinkles props into class names instead of DOM attributes', () => {
    render(<Box data-testid="box" padding="small" display="flex" className="extra" />);
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('display');
    expect(box.className).toContain('extra');
    expect(box.className.split(' ').length).toBeGreaterThan(2);
  });
});
