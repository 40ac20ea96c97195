import { parseDate, type DateValue } from '@momento/ui';

/** A yyyy-mm-dd day (or the day of an ISO date-time) as a date picker's value; null when empty or unreadable. */
export function dayValue(value: string): DateValue | null {
  try {
    return value ? parseDate(value.slice(0, 10)) : null;
  } catch {
    return null;
  }
}
