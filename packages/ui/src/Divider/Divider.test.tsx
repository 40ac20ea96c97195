import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Divider } from './Divider.tsx';

describe('Divider', () => {
  it('renders a horizontal separator as an hr', async () => {
    const { container } = render(<Divider />);
    const separator = screen.getByRole('separator');
    expect(separator.tagName).toBe('HR');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces a vertical orientation', async () => {
    const { container } = render(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    expect(await axeViolations(container)).toEqual([]);
  });
});
