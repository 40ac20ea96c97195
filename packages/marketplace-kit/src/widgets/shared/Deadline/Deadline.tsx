import { VisuallyHidden } from '@momento/ui';
import { useEffect, useRef, useState } from 'react';
import { useFormat, type LocaleFormat } from '#locale/useFormat.ts';
import { useClock } from '#provider/MarketplaceProvider.tsx';
import * as styles from './Deadline.css.ts';
import { useDeadline, type DeadlineOptions, type DeadlinePhase } from './useDeadline.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Our own wording of the time left ('12 min left', '3 h 5 min left', '2 days left'). */
export function timeLeftText(remainingMs: number): string {
  if (remainingMs <= 0) return '';
  if (remainingMs >= 2 * DAY) return `${Math.floor(remainingMs / DAY)} days left`;
  if (remainingMs >= DAY) return '1 day left';
  // Whole minutes left, rounded down: the text changes exactly when a minute boundary passes.
  const minutes = Math.floor(remainingMs / MINUTE);
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
  if (minutes < 1) return 'less than a minute left';
  return `${minutes} min left`;
}

/**
 * The time of day ('3:07 PM') when the deadline is today, else the date and time; a date-only deadline as a date. In
 * the locale of `format`.
 */
function whenText(
  deadline: string | number | Date,
  deadlineMs: number,
  now: number,
  format: LocaleFormat,
): string {
  if (typeof deadline === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(deadline)) return format.date(deadline);
  return new Date(deadlineMs).toDateString() === new Date(now).toDateString()
    ? format.time(deadlineMs)
    : format.dateTime(deadlineMs);
}

export interface DeadlineProps extends DeadlineOptions {
  /** The deadline: an ISO date-time (an instant) or date ('2026-12-03', lasting to the end of that day). */
  deadline: string | number | Date;
  /** What the deadline is for, before its time ('Pays by', 'Expected by'). */
  label: string;
  /** Shown once the deadline has passed ('Payment window closed'). */
  expiredText: string;
  /**
   * What a screen reader hears, through a polite live region: `minutes` the time left, at most once a minute (a
   * page with one deadline); `changes` only the turn to the warning and to expired (a list of many).
   * @default 'minutes'
   */
  announce?: 'minutes' | 'changes';
  /** Called once when the deadline passes while shown. */
  onExpire?: () => void;
  className?: string;
}

/**
 * A live deadline ('Pays by 3:07 PM – 12 min left'): it turns to a warning in the last minutes and to the expired
 * text on time, without a reload. Screen readers hear it at most once a minute, never every second.
 */
export function Deadline({
  deadline,
  label,
  expiredText,
  announce = 'minutes',
  onExpire,
  className,
  warnMs,
  clock: clockProp,
}: DeadlineProps) {
  const providerClock = useClock();
  const format = useFormat();
  const clock = clockProp ?? providerClock;
  const state = useDeadline(deadline, { warnMs, clock });
  const { phase, remainingMs, deadlineMs } = state;
  const visible =
    phase === 'expired'
      ? expiredText
      : `${label} ${deadlineMs === null ? '' : whenText(deadline, deadlineMs, clock(), format)} – ${timeLeftText(remainingMs)}`;
  const spoken = useSpokenText(visible, phase, announce);
  const expireHandler = useRef(onExpire);
  useEffect(() => {
    expireHandler.current = onExpire;
  });
  const wasExpired = useRef(phase === 'expired');
  useEffect(() => {
    if (phase === 'expired' && !wasExpired.current) expireHandler.current?.();
    wasExpired.current = phase === 'expired';
  }, [phase]);
  if (deadlineMs === null) return null;
  return (
    <span
      className={[styles.deadline, styles.phase[phase], className].filter(Boolean).join(' ')}
      data-phase={phase}
    >
      <time dateTime={new Date(deadlineMs).toISOString()}>{visible}</time>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </span>
  );
}

/**
 * The live region's text: empty at first (the deadline is read with the page), then the visible text when it
 * changes (at most once a minute, the granularity of the time left) or, with `changes`, only on a new phase.
 */
function useSpokenText(visible: string, phase: DeadlinePhase, announce: 'minutes' | 'changes'): string {
  const [spoken, setSpoken] = useState('');
  const last = useRef({ visible, phase });
  useEffect(() => {
    const changed = announce === 'minutes' ? visible !== last.current.visible : phase !== last.current.phase;
    last.current = { visible, phase };
    if (changed) setSpoken(visible);
  }, [visible, phase, announce]);
  return spoken;
}
