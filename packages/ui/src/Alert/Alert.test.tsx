import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('uses role=alert for danger and warning and role=status otherwise', async () => {
    const { container } = render(
      <>
        <Alert tone="danger" title="Payment failed">
          Try another card
        </Alert>
        <Alert tone="success">Saved</Alert>
        <Alert tone="info" role="none">
          Prices include fees
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedTry another card');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByText('Prices include fees').closest('[data-tone]')).not.toHaveAttribute('role');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a dismiss button only when onDismiss is given and calls it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert tone="warning">Only 2 tickets left</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Alert tone="warning" onDismiss={onDismiss}>
        Only 2 tickets left
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
