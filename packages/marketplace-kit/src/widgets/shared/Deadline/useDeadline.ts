import { useEffect, useState } from 'react';
import { useClock } from '#provider/MarketplaceProvider.tsx';

export type DeadlinePhase = 'running' | 'warning' | 'expired';

export interface DeadlineState {
  phase: DeadlinePhase;
  /** Milliseconds until the deadline (0 once it has passed). */
  remainingMs: number;
  /** The deadline as epoch milliseconds, or null when it cannot be read. */
  deadlineMs: number | null;
}

export interface DeadlineOptions {
  /**
   * How long before the deadline the warning starts.
   * @default 5 minutes
   */
  warnMs?: number;
  /**
   * A clock for this deadline alone, overriding the provider's (which stories and tests set on the provider).
   * @default the MarketplaceProvider's `clock` (the real clock outside a provider)
   */
  clock?: () => number;
}

export const DEADLINE_WARN_MS = 5 * 60_000;
const MINUTE = 60_000;
/** setTimeout's longest delay; a deadline weeks away is looked at again after it. */
const MAX_DELAY = 2_147_483_647;

/**
 * A date-only deadline ('2026-12-03', an expected delivery day) lasts until the end of that day in the user's time
 * zone; a date-time is an instant.
 */
export function deadlineMs(deadline: string | number | Date | null | undefined): number | null {
  if (deadline === null || deadline === undefined || deadline === '') return null;
  if (typeof deadline === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(deadline)) {
    const [year, month, day] = deadline.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day + 1).getTime() - 1;
  }
  const ms =
    deadline instanceof Date
      ? deadline.getTime()
      : typeof deadline === 'number'
        ? deadline
        : Date.parse(deadline);
  return Number.isFinite(ms) ? ms : null;
}

export function deadlinePhase(remainingMs: number, warnMs: number): DeadlinePhase {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= warnMs ? 'warning' : 'running';
}

function stateAt(deadline: number | null, now: number, warnMs: number): DeadlineState {
  if (deadline === null) return { phase: 'running', remainingMs: 0, deadlineMs: null };
  const remainingMs = Math.max(0, deadline - now);
  return { phase: deadlinePhase(remainingMs, warnMs), remainingMs, deadlineMs: deadline };
}

/**
 * Milliseconds until anything shown about the deadline changes: the next whole minute of the remaining time, the
 * start of the warning, or the deadline itself. The hook sleeps until then instead of ticking every second.
 */
export function nextChangeIn(remainingMs: number, warnMs: number): number | null {
  if (remainingMs <= 0) return null;
  // The whole minutes left (rounded down) change as soon as the remaining time drops below the current whole minute.
  const toMinute = remainingMs % MINUTE || 1;
  const toWarning = remainingMs > warnMs ? remainingMs - warnMs : Number.POSITIVE_INFINITY;
  return Math.min(toMinute, toWarning, remainingMs);
}

/**
 * The live state of one deadline (a payment window, an expected delivery date): running, warning in the last
 * `warnMs`, expired exactly on time, without a reload. One timer per deadline, set for the next visible change.
 */
export function useDeadline(
  deadline: string | number | Date | null | undefined,
  { warnMs = DEADLINE_WARN_MS, clock: clockOption }: DeadlineOptions = {},
): DeadlineState {
  const providerClock = useClock();
  const clock = clockOption ?? providerClock;
  const target = deadlineMs(deadline);
  const [now, setNow] = useState(clock);
  const state = stateAt(target, now, warnMs);
  const { remainingMs } = state;

  useEffect(() => {
    // A new deadline (or clock) is measured at once, not at the old timer's next change.
    setNow(clock());
  }, [target, clock]);

  useEffect(() => {
    if (target === null) return undefined;
    // Measured when the timer is set, not at render: effects may run a little later.
    const delay = nextChangeIn(Math.max(0, target - clock()), warnMs);
    if (delay === null) {
      if (remainingMs > 0) setNow(clock());
      return undefined;
    }
    // A few milliseconds late, so the new minute (or the deadline) has surely begun when the clock is read.
    const timer = setTimeout(() => setNow(clock()), Math.min(delay + 5, MAX_DELAY));
    return () => clearTimeout(timer);
  }, [target, remainingMs, warnMs, clock]);

  return state;
}
