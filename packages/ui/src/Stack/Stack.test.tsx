import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders its children in order inside the element named by `as`', async () => {
    const { container } = render(
      <Stack as="ul" aria-label="Steps" space="large">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a caller add its own class next to the layout classes', () => {
    render(<Stack data-testid="stack" className="mine" />);
    expect(screen.getByTestId('stack').className).toMatch(/mine/);
  });
});
