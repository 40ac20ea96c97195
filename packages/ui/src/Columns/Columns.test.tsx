import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Columns } from './Columns.tsx';

describe('Columns', () => {
  it('renders every cell inside a grid container', async () => {
    const { container } = render(
      <Columns data-testid="grid" columns={{ mobile: 1, desktop: 3 }}>
        <p>A</p>
        <p>B</p>
        <p>C</p>
      </Columns>,
    );
    expect(screen.getByTestId('grid').children).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives different column counts different classes', () => {
    render(
      <>
        <Columns data-testid="two" columns={2} />
        <Columns data-testid="four" columns={4} />
      </>,
    );
    expect(screen.getByTestId('two').className).not.toEqual(screen.getByTestId('four').className);
  });
});
