import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('renders a main landmark when asked and keeps its content', async () => {
    const { container } = render(
      <Container as="main">
        <h1>Tickets</h1>
      </Container>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Tickets' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives each width a different class', () => {
    render(
      <>
        <Container data-testid="small" width="small" />
        <Container data-testid="large" width="large" />
      </>,
    );
    expect(screen.getByTestId('small').className).not.toEqual(screen.getByTestId('large').className);
  });
});
