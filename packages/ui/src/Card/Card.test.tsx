import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Card } from './Card.tsx';
import { cardClass } from './cardClass.ts';

describe('Card', () => {
  it('renders an article named by its heading when rendered as article', async () => {
    const { container } = render(
      <Card as="article" aria-labelledby="title">
        <h2 id="title">Signed jersey</h2>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Signed jersey' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses a different class per padding', () => {
    render(
      <>
        <Card data-testid="none" padding="none" />
        <Card data-testid="large" padding="large" />
      </>,
    );
    expect(screen.getByTestId('none').className).not.toEqual(screen.getByTestId('large').className);
  });

  it('gives an element of its own the classes of a Card with the same padding (cardClass)', () => {
    render(
      <>
        <Card data-testid="card" padding="small" />
        <div data-testid="look-alike" className={cardClass('small')} />
      </>,
    );
    expect(screen.getByTestId('look-alike').className).toEqual(screen.getByTestId('card').className);
    expect(cardClass()).toEqual(cardClass('medium'));
  });
});
