import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology while the busy container announces loading', async () => {
    const { container, getByRole } = render(
      <div role="region" aria-label="Tickets" aria-busy="true">
        <Skeleton shape="circle" width={50} height={50} />
        <Skeleton lines={3} />
      </div>,
    );
    expect(getByRole('region', { name: 'Tickets' })).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
    expect(container.querySelectorAll('[data-shape="text"]')).toHaveLength(3);
    expect(container.querySelector('[data-shape="circle"]')).toHaveStyle({ width: '50px', height: '50px' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
