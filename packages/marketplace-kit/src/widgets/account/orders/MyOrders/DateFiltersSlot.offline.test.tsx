import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { orderTexts as t } from '../orderTexts.ts';
import { DateFiltersSlot } from './DateFiltersSlot.tsx';

// As DateFiltersSlot.test.tsx: the real date filters' code is held until the test lets it in, or fails to load.
const filtersCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./DateFilters.tsx', async (importOriginal) => {
  await filtersCode.arrived;
  return importOriginal();
});

const values = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-valuenow'));

describe('My Orders date filters whose code fails to load', () => {
  it('say so after a press, keep focus, and replay the digits typed meanwhile once a retry loads the real form', async () => {
    const onApply = vi.fn();
    const { container } = render(
      <DateFiltersSlot dateFrom="" dateTo="2026-12-05" onApply={onApply} onClear={vi.fn()} />,
    );
    const calendar = within(screen.getByRole('group', { name: t.dateTo })).getByRole('button', {
      name: /Choose date/,
    });
    await userEvent.click(calendar);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    filtersCode.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.filtersNotLoaded);
    expect(calendar).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    // Still offline: digits typed into Date from wait, and the new failure is announced anew.
    const first = screen.getByRole('alert');
    await userEvent.click(screen.getByRole('spinbutton', { name: `month, ${t.dateFrom}` }));
    await userEvent.keyboard('1120');
    filtersCode.fail();
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(screen.getByRole('alert')).toHaveTextContent(t.filtersNotLoaded);
    expect(screen.getByRole('spinbutton', { name: `month, ${t.dateFrom}` })).toHaveFocus();

    // Back online: the next digits load the real form, which gets all of them; the press that failed is not replayed.
    await userEvent.keyboard('2026');
    filtersCode.release();
    await waitFor(() => expect(values(t.dateFrom)).toEqual(['11', '20', '2026']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: `year, ${t.dateFrom}` })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(onApply).toHaveBeenLastCalledWith({ dateFrom: '2026-11-20', dateTo: '2026-12-05' });
  });
});
