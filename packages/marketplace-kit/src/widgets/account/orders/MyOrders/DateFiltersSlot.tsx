import { Button, DatePickerStandIn, datePickerStandInFits } from '@momento/ui';
import { useEffect, useLayoutEffect, useRef, type ComponentType, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { codeOnIntent } from '#widgets/shared/codeOnIntent.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../orders.css.ts';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import type { DateFiltersProps } from './DateFilters.tsx';

const useDateFiltersCode = codeOnIntent<ComponentType<DateFiltersProps>>(() =>
  import('./DateFilters.tsx').then((module) => module.DateFilters),
);

/** The controls the stand-in and the real form share, in the same order in both (segments, calendar buttons, Apply, Clear). */
const CONTROLS = '[role="spinbutton"], button';

/** What the user did on the stand-in, replayed on the real form when it arrives. */
interface HandOver {
  /** Index (in CONTROLS order) of the control that has focus; -1 when focus is elsewhere. */
  focus: number;
  /** Digits typed into a segment, by the segment's index, in typing order. */
  typed: { index: number; keys: string }[];
  /** Index of a button pressed (a calendar button, Apply, Clear); -1 for none. */
  press: number;
}

/**
 * My Orders' date filters. Their code (react-aria's date picker, its i18n module and the `Intl` formatters of the
 * fields' first render) was the longest task of the page's first seconds on a slow phone, so the page first shows
 * stand-ins that look and read the same (DatePickerStandIn, Apply and Clear) and loads the real form
 * on the first sign of intent: a pointer over the filters, focus in them, a press. Focus, digits typed into a segment
 * and a press made before the form arrives are replayed on it. In a locale whose dates are not written m/d/yyyy the
 * real form loads at once. When the code could not load (offline, a flaky network), a press or digits waiting for it
 * make the stand-ins say so under them; focus stays where it was, the digits wait for the next try (any intent) and
 * are replayed when it succeeds, and a press that was not honoured is dropped (the user presses again).
 */
export function DateFiltersSlot(props: DateFiltersProps) {
  const t = useTexts('orders', englishTexts);
  // Filled by the events on the stand-ins, replayed once on the real form.
  const handOver = useRef<HandOver>({ focus: -1, typed: [], press: -1 });
  // A press the form could not honour is reported (under the stand-ins), not replayed when a later intent loads it.
  const [DateFilters, load, failures] = useDateFiltersCode(() => {
    handOver.current.press = -1;
  });
  const slotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!DateFilters && !datePickerStandInFits()) load();
    // Once, at mount: the locale does not change under the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!DateFilters || !slot) return;
    const { focus, typed, press } = handOver.current;
    handOver.current = { focus: -1, typed: [], press: -1 };
    if (focus < 0 && typed.length === 0 && press < 0) return;
    const controls = () => [...slot.querySelectorAll<HTMLElement>(CONTROLS)];
    controls()[focus]?.focus();
    // The keys go in after this commit, each rendered before the next (a segment full of digits moves focus on).
    queueMicrotask(() => {
      // Focus the user has taken out of the filters meanwhile goes back there once the digits are in.
      const outside =
        focus < 0 && document.activeElement instanceof HTMLElement && !slot.contains(document.activeElement)
          ? document.activeElement
          : null;
      for (const { index, keys } of typed) {
        controls()[index]?.focus();
        for (const key of keys) {
          const target = document.activeElement;
          if (!target || !slot.contains(target)) break;
          flushSync(() =>
            target.dispatchEvent(
              new InputEvent('beforeinput', {
                inputType: 'insertText',
                data: key,
                bubbles: true,
                cancelable: true,
              }),
            ),
          );
        }
      }
      // Focus moved on by the user after typing stays where they put it.
      const last = typed.at(-1);
      if (last && focus >= 0 && focus !== last.index) controls()[focus]?.focus();
      if (last) outside?.focus();
      if (press >= 0) controls()[press]?.click();
    });
  }, [DateFilters]);

  if (DateFilters) {
    return (
      <div ref={slotRef} className={styles.filtersSlot}>
        <DateFilters {...props} />
      </div>
    );
  }

  const controlIndex = (target: EventTarget | null) =>
    [...(slotRef.current?.querySelectorAll(CONTROLS) ?? [])].indexOf(target as Element);
  const indexOf = (event: SyntheticEvent) => controlIndex(event.target);
  const pressed = (target: EventTarget | null) => {
    handOver.current.press = controlIndex(target);
    load(true);
  };
  // The calendar buttons are plain buttons: a press is a primary pointer down or a click (Enter, Space).
  const calendarButton = (event: SyntheticEvent) => (event.target as Element).closest('button');
  return (
    // The slot only listens for intent on the controls inside; they carry the roles.
    <div
      ref={slotRef}
      role="presentation"
      className={styles.filtersSlot}
      onPointerOver={() => load()}
      onFocus={(event) => {
        handOver.current.focus = indexOf(event);
        load();
      }}
      // Focus moving out of the filters cancels its hand-over; losing it because the stand-in was replaced does not.
      onBlur={(event) => {
        if (event.relatedTarget && !slotRef.current?.contains(event.relatedTarget))
          handOver.current.focus = -1;
      }}
      onPointerDown={(event) => event.button === 0 && calendarButton(event) && pressed(calendarButton(event))}
      onClick={(event) => calendarButton(event) && pressed(calendarButton(event))}
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (
          target.getAttribute('role') !== 'spinbutton' ||
          !/^\d$/.test(event.key) ||
          event.ctrlKey ||
          event.metaKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        const index = indexOf(event);
        const last = handOver.current.typed.at(-1);
        if (last?.index === index) last.keys += event.key;
        else handOver.current.typed.push({ index, keys: event.key });
        load(true);
      }}
    >
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()} noValidate>
        <DatePickerStandIn label={t.dateFrom} value={props.dateFrom} />
        <DatePickerStandIn label={t.dateTo} value={props.dateTo} />
        {/* A press starts on pointer down, so one released after the real form replaced these still counts. */}
        <Button type="submit" onPressStart={(event) => pressed(event.target)}>
          {t.apply}
        </Button>
        <Button variant="outline" onPressStart={(event) => pressed(event.target)}>
          {t.clear}
        </Button>
        {failures > 0 && (
          <p key={failures} role="alert" className={styles.filtersNotLoaded}>
            {t.filtersNotLoaded}
          </p>
        )}
      </form>
    </div>
  );
}
