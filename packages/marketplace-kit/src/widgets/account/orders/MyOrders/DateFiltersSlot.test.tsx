import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { orderTexts as t } from '../orderTexts.ts';
import { DateFiltersSlot } from './DateFiltersSlot.tsx';

// The real date filters' code is held until the test lets it in, so what the user does first happens on the stand-ins.
const filtersCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./DateFilters.tsx', async (importOriginal) => {
  await filtersCode.arrived;
  return importOriginal();
});

const segments = (label: string) =>
  within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
const values = (label: string) => segments(label).map((segment) => segment.getAttribute('aria-valuenow'));

describe('My Orders date filters before their code has loaded', () => {
  it('show the applied range; a date typed into Date from meanwhile reaches the real field and is applied', async () => {
    const onApply = vi.fn();
    const { container } = render(
      <DateFiltersSlot dateFrom="" dateTo="2026-12-05" onApply={onApply} onClear={vi.fn()} />,
    );
    expect(segments(t.dateFrom).map((segment) => segment.textContent)).toEqual(['mm', 'dd', 'yyyy']);
    expect(values(t.dateTo)).toEqual(['12', '5', '2026']);
    expect(screen.getByRole('spinbutton', { name: `month, ${t.dateFrom}` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Choose date/ })).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.tab();
    expect(screen.getByRole('spinbutton', { name: `month, ${t.dateFrom}` })).toHaveFocus();
    await userEvent.keyboard('11202026');
    filtersCode.release();

    await waitFor(() => expect(values(t.dateFrom)).toEqual(['11', '20', '2026']));
    expect(screen.getByRole('spinbutton', { name: `year, ${t.dateFrom}` })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(onApply).toHaveBeenLastCalledWith({ dateFrom: '2026-11-20', dateTo: '2026-12-05' });
  });
});
