import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderTabs } from './sideTabsTesting.tsx';

// As SideTabsSlot.test.tsx: the real tabs' code is held until the test lets it in, or fails to load.
const tabsCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./SideTabs.tsx', async (importOriginal) => {
  await tabsCode.arrived;
  return importOriginal();
});

describe('the BUY / SELL tabs when their code fails to load', () => {
  it('keep choosing tabs with the stand-in, silently, and load the real tabs on the next intent', async () => {
    const onChange = vi.fn();
    render(<OrderTabs onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'SELL' }));
    tabsCode.fail();
    await vi.dynamicImportSettled();
    // The stand-in did what was asked: nothing to report.
    expect(onChange).toHaveBeenLastCalledWith('sell');
    expect(screen.getByRole('tabpanel', { name: 'SELL' })).toHaveTextContent('Sold tickets');
    expect(screen.getByRole('tab', { name: 'SELL' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Meanwhile the arrow keys still choose tabs on the stand-in.
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('buy');
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveFocus();

    // The next intent loads the real tabs, which take focus over on the same tab.
    await userEvent.hover(screen.getByRole('tab', { name: 'SELL' }));
    tabsCode.release();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'BUY' }).id).toMatch(/^react-aria/));
    expect(screen.getByRole('tab', { name: 'BUY' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('sell');
    expect(screen.getByRole('tabpanel', { name: 'SELL' })).toHaveTextContent('Sold tickets');
  });
});
