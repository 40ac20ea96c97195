import {
  createCalendar,
  getDayOfWeek,
  isToday,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';
import { useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useButton,
  useCalendar,
  useCalendarCell,
  useCalendarGrid,
  useFocusRing,
  useHover,
  useLocale,
  type AriaButtonProps,
  type AriaCalendarProps,
} from 'react-aria';
import { useCalendarState, type CalendarState } from 'react-stately';
import * as styles from './DatePicker.css.ts';
import { AriaLocale } from '../Provider/AriaLocale.tsx';

export type CalendarProps = AriaCalendarProps<DateValue>;

/**
 * A month grid for choosing a day (react-aria `useCalendar`). Arrow keys move by day and week, Page Up/Down by
 * month, Home/End to the week's ends, Enter or Space chooses. Days before `minValue` are disabled.
 */
export function Calendar(props: CalendarProps) {
  return (
    <AriaLocale>
      <CalendarControl {...props} />
    </AriaLocale>
  );
}

/** The Calendar itself, rendered inside AriaLocale. */
function CalendarControl(props: CalendarProps) {
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <div {...calendarProps} className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <CalendarButton {...prevButtonProps}>
          <path d="M10 4l-4 4 4 4" />
        </CalendarButton>
        <h2 className={styles.calendarTitle} aria-hidden="true">
          {title}
        </h2>
        <CalendarButton {...nextButtonProps}>
          <path d="M6 4l4 4-4 4" />
        </CalendarButton>
      </div>
      <CalendarGrid state={state} />
    </div>
  );
}

function CalendarButton({ children, ...props }: AriaButtonProps & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={styles.calendarButton}
      data-focus-visible={isFocusVisible || undefined}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {children}
      </svg>
    </button>
  );
}

function CalendarGrid({ state }: { state: CalendarState }) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid({}, state);
  return (
    <table {...gridProps} className={styles.grid}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index} className={styles.weekDay}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, weekIndex) => (
          <tr key={weekIndex}>
            {state
              .getDatesInWeek(weekIndex)
              .map((date, index) =>
                date ? (
                  <CalendarCell key={index} state={state} date={date} locale={locale} />
                ) : (
                  <td key={index} />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CalendarCell({ state, date, locale }: { state: CalendarState; date: CalendarDate; locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isOutsideVisibleRange,
    isDisabled,
    isUnavailable,
    isFocused,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <td {...cellProps} className={styles.cell}>
      <div
        {...mergeProps(buttonProps, hoverProps)}
        ref={ref}
        hidden={isOutsideVisibleRange}
        className={styles.day}
        data-selected={isSelected || undefined}
        data-focused={isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-disabled={isDisabled || undefined}
        data-unavailable={isUnavailable || undefined}
        data-outside-month={isOutsideVisibleRange || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
        data-weekend={[0, 6].includes(getDayOfWeek(date, locale)) || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}
