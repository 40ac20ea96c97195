import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('renders its children in a row container', async () => {
    const { container } = render(
      <Inline aria-label="Actions" as="div" role="group">
        <button type="button">Cancel</button>
        <button type="button">Save</button>
      </Inline>,
    );
    expect(screen.getByRole('group', { name: 'Actions' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses a different class for wrapping and non-wrapping rows', () => {
    render(
      <>
        <Inline data-testid="wrap" />
        <Inline data-testid="nowrap" wrap={false} />
      </>,
    );
    expect(screen.getByTestId('wrap').className).not.toEqual(screen.getByTestId('nowrap').className);
  });
});
