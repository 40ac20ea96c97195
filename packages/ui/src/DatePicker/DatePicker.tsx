import type { DateValue } from '@internationalized/date';
import { useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useButton,
  useDatePicker,
  useDialog,
  useFocusRing,
  type AriaButtonProps,
  type AriaDialogProps,
} from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { FormField } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { Popover } from '../Popover/Popover.tsx';
import { Calendar } from './Calendar.tsx';
import { CalendarIcon } from './DatePickerStandIn.tsx';
import { DateSegments, type DateFieldProps } from './DateField.tsx';
import * as styles from './DatePicker.css.ts';
import { uiText } from '../Provider/UITexts.tsx';
import { AriaLocale } from '../Provider/AriaLocale.tsx';

export interface DatePickerProps extends DateFieldProps {
  /** Days that cannot be chosen besides those outside min/max (sold-out days, venue closures). */
  isDateUnavailable?: (date: DateValue) => boolean;
  /**
   * Accessible name of the button that opens the calendar.
   * @default 'Choose date', the `UITexts` `chooseDate` text
   */
  calendarButtonLabel?: string;
}

/**
 * A date field with a calendar popup (react-aria `useDatePicker`). Type the date in the segments or press the
 * calendar button (Enter/Space, or Alt+ArrowDown from the field) to choose a day with the keyboard; Escape
 * closes the calendar and focus returns to the field. `minValue` disables earlier days, e.g.
 * `minValue={today(getLocalTimeZone())}` for "not earlier than today".
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <AriaLocale>
      <DatePickerControl {...props} />
    </AriaLocale>
  );
}

/** The DatePicker itself, rendered inside AriaLocale. */
function DatePickerControl({
  calendarButtonLabel = uiText('chooseDate'),
  className,
  ...props
}: DatePickerProps) {
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const ariaProps = { ...props, isInvalid, validationBehavior: 'aria' as const };
  const state = useDatePickerState(ariaProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
  } = useDatePicker(ariaProps, state, groupRef);
  return (
    <FormField
      {...props}
      className={className}
      labelElementType="span"
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <div
        {...groupProps}
        ref={groupRef}
        className={fieldStyles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-state={state.isOpen ? 'open' : 'closed'}
      >
        <DateSegments fieldProps={fieldProps} />
        {props.name != null && (
          <input type="hidden" name={props.name} value={state.value?.toString() ?? ''} />
        )}
        <TriggerButton {...buttonProps} aria-label={calendarButtonLabel} />
      </div>
      <Popover state={state} triggerRef={groupRef} placement="bottom end" padding="none">
        <CalendarDialog {...dialogProps}>
          <Calendar {...calendarProps} />
        </CalendarDialog>
      </Popover>
    </FormField>
  );
}

function TriggerButton(props: AriaButtonProps) {
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
      <CalendarIcon />
    </button>
  );
}

function CalendarDialog({ children, ...props }: AriaDialogProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      {children}
    </div>
  );
}
