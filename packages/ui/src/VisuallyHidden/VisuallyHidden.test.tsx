import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('names an icon-only button for assistive technology', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks focusable content so that it shows while focused', async () => {
    render(
      <VisuallyHidden isFocusable data-testid="skip">
        <a href="#main">Skip to content</a>
      </VisuallyHidden>,
    );
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByTestId('skip')).toHaveAttribute('data-focusable', 'true');
  });
});
