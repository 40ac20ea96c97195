import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { OrderTabs } from './sideTabsTesting.tsx';

// The real tabs' code is held until the test lets it in, so what the user does first happens on the stand-in.
const tabsCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./SideTabs.tsx', async (importOriginal) => {
  await tabsCode.arrived;
  return importOriginal();
});

describe('the BUY / SELL tabs before their code has loaded', () => {
  it('choose SELL with the arrow key meanwhile, and keep focus on it when the real tabs arrive', async () => {
    const onChange = vi.fn();
    const { container } = render(<OrderTabs onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent('Bought tickets');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('sell');
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'SELL' })).toHaveTextContent('Sold tickets');

    tabsCode.release();
    await vi.dynamicImportSettled();
    // react-aria's tab (its ids are its own) has replaced the stand-in's.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'SELL' }).id).toMatch(/^react-aria/));
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('buy');
    expect(screen.getByRole('tabpanel', { name: 'BUY' })).toHaveTextContent('Bought tickets');
  });
});
