import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, hides the icon and presses with the keyboard', async () => {
    const onPress = vi.fn();
    const { container } = render(
      <IconButton label="Open menu" onPress={onPress}>
        <svg data-testid="icon" viewBox="0 0 24 24" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
