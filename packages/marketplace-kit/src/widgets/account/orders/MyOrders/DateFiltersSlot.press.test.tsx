import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderTexts as t } from '../orderTexts.ts';
import { DateFiltersSlot } from './DateFiltersSlot.tsx';

// As DateFiltersSlot.test.tsx: the real date filters' code is held until the test lets it in.
const filtersCode = await vi.hoisted(async () => (await import('#testing/heldCode.ts')).heldCode());
vi.mock('./DateFilters.tsx', async (importOriginal) => {
  await filtersCode.arrived;
  return importOriginal();
});

describe('My Orders date filters before their code has loaded', () => {
  it("open Date to's calendar once it arrives, after a press of its calendar button made meanwhile", async () => {
    render(<DateFiltersSlot dateFrom="" dateTo="" onApply={vi.fn()} onClear={vi.fn()} />);
    const dateTo = screen.getByRole('group', { name: t.dateTo });
    await userEvent.click(within(dateTo).getByRole('button', { name: /Choose date/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    filtersCode.release();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
