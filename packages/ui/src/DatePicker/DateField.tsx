import { createCalendar, type DateValue } from '@internationalized/date';
import { useRef, type Ref } from 'react';
import { mergeRefs, useDateField, useDateSegment, useLocale, type AriaDateFieldOptions } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './DatePicker.css.ts';
import { AriaLocale } from '../Provider/AriaLocale.tsx';

/** Renders the editable segments (month / day / year) of a date field. Internal to DateField and DatePicker. */
export function DateSegments({
  fieldProps,
  ref,
}: {
  fieldProps: AriaDateFieldOptions<DateValue>;
  ref?: Ref<HTMLDivElement>;
}) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar });
  const innerRef = useRef<HTMLDivElement>(null);
  const { fieldProps: groupProps } = useDateField(fieldProps, state, innerRef);
  return (
    <div {...groupProps} ref={mergeRefs(innerRef, ref ?? null)} className={styles.segments}>
      {state.segments.map((segment, index) => (
        <Segment key={index} segment={segment} state={state} />
      ))}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={styles.segment}
      data-type={segment.type}
      data-placeholder={segment.isPlaceholder || undefined}
    >
      {segment.text}
    </div>
  );
}

export interface DateFieldProps extends FieldBaseProps {
  /** The date (controlled), e.g. `parseDate('2026-12-24')`; `null` for none. */
  value?: DateValue | null;
  /** The initial date (uncontrolled). */
  defaultValue?: DateValue | null;
  /** Called with the new date when every segment is filled (or `null` when cleared). */
  onChange?: (value: DateValue | null) => void;
  /** The earliest allowed date; earlier dates make the field invalid. */
  minValue?: DateValue;
  /** The latest allowed date. */
  maxValue?: DateValue;
  /** Form field name (a hidden input submits the ISO date). */
  name?: string;
}

/**
 * A keyboard-first date input (react-aria `useDateField`): month, day and year segments that take typing and
 * the arrow keys, formatted for the user's locale. For a calendar popup use DatePicker.
 */
export function DateField(props: DateFieldProps) {
  return (
    <AriaLocale>
      <DateFieldControl {...props} />
    </AriaLocale>
  );
}

/** The DateField itself, rendered inside AriaLocale. */
function DateFieldControl({ className, ...props }: DateFieldProps) {
  const { locale } = useLocale();
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const ariaProps = { ...props, isInvalid, validationBehavior: 'aria' as const };
  const state = useDateFieldState({ ...ariaProps, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useDateField(ariaProps, state, ref);
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
        className={fieldStyles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <div {...fieldProps} ref={ref} className={styles.segments}>
          {state.segments.map((segment, index) => (
            <Segment key={index} segment={segment} state={state} />
          ))}
        </div>
        {props.name != null && (
          <input type="hidden" name={props.name} value={state.value?.toString() ?? ''} />
        )}
      </div>
    </FormField>
  );
}
