import { useId } from 'react';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './DatePicker.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export interface DatePickerStandInProps extends Omit<FieldBaseProps, 'errorMessage'> {
  /** The date shown, `yyyy-mm-dd`, or '' for none. */
  value: string;
  /**
   * Accessible name of the calendar button.
   * @default 'Choose date', the `UITexts` `chooseDate` text
   */
  calendarButtonLabel?: string;
}

const segmentTypes = [
  { type: 'month', placeholder: 'mm', max: 12 },
  { type: 'day', placeholder: 'dd', max: 31 },
  { type: 'year', placeholder: 'yyyy', max: 9999 },
] as const;

/**
 * What a DatePicker shows in the en-US locale (month / day / year segments, the calendar button), with the same
 * label, roles, names, focus order and layout, but none of react-aria's date code: its i18n module, the calendar
 * and the `Intl` formatters the first render of a DatePicker builds cost a long task on a slow phone. A page renders
 * it until the real DatePicker's code has loaded (on the first sign of intent) and swaps it in; the stand-in takes
 * focus and clicks, and hands typed keys over itself through the caller (it has no editing of its own). Only for
 * locales whose dates read m/d/yyyy: elsewhere render the DatePicker (see `datePickerStandInFits`).
 */
export function DatePickerStandIn({
  value,
  calendarButtonLabel = uiText('chooseDate'),
  className,
  ...props
}: DatePickerStandInProps) {
  const labelId = useId();
  const [year, month, day] = value ? value.slice(0, 10).split('-').map(Number) : [];
  const values = { month, day, year } as Record<string, number | undefined>;
  return (
    <FormField {...props} className={className} labelElementType="span" labelProps={{ id: labelId }}>
      <div
        role="group"
        aria-labelledby={labelId}
        className={fieldStyles.control}
        data-disabled={props.isDisabled || undefined}
        data-state="closed"
      >
        <div role="presentation" className={styles.segments} style={{ unicodeBidi: 'isolate' }}>
          {segmentTypes.map(({ type, placeholder, max }, index) => {
            const segmentValue = values[type];
            const id = `${labelId}-${type}`;
            return [
              index > 0 && (
                <div
                  key={`${type}-literal`}
                  aria-hidden="true"
                  className={styles.segment}
                  data-type="literal"
                >
                  /
                </div>
              ),
              <div
                key={type}
                id={id}
                role="spinbutton"
                aria-label={`${type}, `}
                aria-labelledby={`${id} ${labelId}`}
                aria-valuenow={segmentValue}
                aria-valuetext={segmentValue == null ? uiText('emptySegment') : undefined}
                aria-valuemin={1}
                aria-valuemax={max}
                aria-disabled={props.isDisabled || undefined}
                inputMode="numeric"
                tabIndex={props.isDisabled ? undefined : 0}
                className={styles.segment}
                data-type={type}
                data-placeholder={segmentValue == null || undefined}
              >
                {segmentValue ?? placeholder}
              </div>,
            ];
          })}
        </div>
        <button
          type="button"
          aria-label={calendarButtonLabel}
          aria-haspopup="dialog"
          aria-expanded={false}
          disabled={props.isDisabled}
          className={`${styles.calendarButton} ${styles.calendarButtonStandIn}`}
        >
          <CalendarIcon />
        </button>
      </div>
    </FormField>
  );
}

/** Whether the browser's locale writes dates as the stand-in does (month / day / year): en-US, react-aria's default. */
export function datePickerStandInFits(): boolean {
  const locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';
  return /^en(-US)?$/i.test(locale);
}

/**
 * The calendar button's icon, shared with DatePicker. It lives here, with the styles both use, so that a build puts the
 * parts the stand-in and the real picker share in one chunk.
 */
export function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}
