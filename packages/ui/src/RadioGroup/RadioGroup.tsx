import { createContext, useContext, useRef, type ReactNode, type Ref } from 'react';
import { mergeProps, mergeRefs, useFocusRing, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

const RadioContext = createContext<{ state: RadioGroupState; isInvalid: boolean } | null>(null);

export interface RadioGroupProps extends FieldBaseProps {
  /** The `Radio` options. */
  children: ReactNode;
  /** The selected value (controlled); `null` for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the value of the chosen radio. */
  onChange?: (value: string) => void;
  /** Form field name shared by the radios. */
  name?: string;
  /**
   * Layout of the options; arrow keys move in both orientations.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** Forwarded to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of radios named by the group label (react-aria's `useRadioGroup`): one tab stop, arrow keys move the
 * selection.
 */
export function RadioGroup({
  children,
  orientation = 'vertical',
  className,
  ref,
  ...props
}: RadioGroupProps) {
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const ariaProps = {
    ...props,
    onChange: props.onChange ? (value: string) => props.onChange?.(value) : undefined,
    orientation,
    isInvalid,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
    ariaProps,
    state,
  );
  return (
    <FormField
      {...props}
      className={className}
      labelElementType="span"
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <div {...radioGroupProps} ref={ref} className={styles.options} data-orientation={orientation}>
        <RadioContext.Provider value={{ state, isInvalid }}>{children}</RadioContext.Provider>
      </div>
    </FormField>
  );
}

export interface RadioProps {
  /** The value the group takes when this radio is chosen. */
  value: string;
  /** The visible label. */
  children: ReactNode;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** Forwarded to the <input type="radio">. */
  ref?: Ref<HTMLInputElement>;
}

/** One option of a `RadioGroup`. */
export function Radio({ value, children, isDisabled, ref }: RadioProps) {
  const context = useContext(RadioContext);
  if (!context) {
    throw new Error('Radio: no <RadioGroup> above this radio. Put every <Radio> inside a <RadioGroup>.');
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const {
    inputProps,
    isSelected,
    isDisabled: disabled,
  } = useRadio({ value, children, isDisabled }, context.state, inputRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label
      className={styles.radio}
      data-selected={isSelected || undefined}
      data-disabled={disabled || undefined}
      data-invalid={context.isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={mergeRefs(inputRef, ref ?? null)} />
      </VisuallyHidden>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </label>
  );
}
