import { useRef, type ReactNode, type Ref } from 'react';
import { mergeRefs, useButton, useLocale, useNumberField, type AriaButtonProps } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './NumberField.css.ts';
import { AriaLocale } from '../Provider/AriaLocale.tsx';

export interface NumberFieldProps extends FieldBaseProps {
  /** The value (controlled); `NaN` when empty. */
  value?: number;
  /** The initial value (uncontrolled). */
  defaultValue?: number;
  /** Called with the parsed number when the user commits (blur, Enter, arrows, stepper). */
  onChange?: (value: number) => void;
  /** Smallest allowed value; typing below it clamps on blur. */
  minValue?: number;
  /** Largest allowed value. */
  maxValue?: number;
  /**
   * Amount added by the arrow keys and stepper buttons.
   * @default 1
   */
  step?: number;
  /** `Intl.NumberFormat` options (currency, percent, fraction digits). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Form field name (a hidden input carries the raw number). */
  name?: string;
  /** Hint shown while empty. */
  placeholder?: string;
  /**
   * Show increment and decrement buttons beside the input (arrow keys always work).
   * @default false
   */
  showStepper?: boolean;
  /** Content before the input inside the box. */
  startAdornment?: ReactNode;
  /** Forwarded to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

function StepButton({ children, ...props }: AriaButtonProps & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} className={styles.stepButton}>
      {children}
    </button>
  );
}

/**
 * A locale-aware number input from react-aria's `useNumberField`: formats on blur, parses what the user types,
 * clamps to min/max, steps with the arrow keys and Page Up/Down.
 */
export function NumberField(props: NumberFieldProps) {
  return (
    <AriaLocale>
      <NumberFieldControl {...props} />
    </AriaLocale>
  );
}

/** The NumberField itself, rendered inside AriaLocale. */
function NumberFieldControl({
  showStepper = false,
  startAdornment,
  className,
  ref,
  ...props
}: NumberFieldProps) {
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const ariaProps = { ...props, isInvalid, validationBehavior: 'aria' as const };
  const state = useNumberFieldState({ ...ariaProps, locale });
  const {
    labelProps,
    groupProps,
    inputProps,
    incrementButtonProps,
    decrementButtonProps,
    descriptionProps,
    errorMessageProps,
  } = useNumberField(ariaProps, state, inputRef);
  return (
    <FormField
      {...props}
      className={className}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <div
        {...groupProps}
        className={fieldStyles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        {startAdornment != null && <span className={fieldStyles.adornment}>{startAdornment}</span>}
        <input {...inputProps} ref={mergeRefs(inputRef, ref ?? null)} className={fieldStyles.input} />
        {props.name != null && (
          <input
            type="hidden"
            name={props.name}
            value={Number.isNaN(state.numberValue) ? '' : state.numberValue}
          />
        )}
        {showStepper && (
          <span className={styles.stepper}>
            <StepButton {...incrementButtonProps}>▲</StepButton>
            <StepButton {...decrementButtonProps}>▼</StepButton>
          </span>
        )}
      </div>
    </FormField>
  );
}

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'formatOptions' | 'step'> {
  /**
   * ISO currency code.
   * @default 'USD'
   */
  currency?: string;
}

/**
 * A currency amount (prices, offers): a NumberField formatted as currency with two decimals and never negative
 * unless `minValue` says otherwise.
 */
export function MoneyField({ currency = 'USD', minValue = 0, ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      minValue={minValue}
      step={0.01}
      formatOptions={{ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }}
    />
  );
}
