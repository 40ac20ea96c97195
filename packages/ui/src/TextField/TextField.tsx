import { useRef, type FocusEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { mergeRefs, useTextField } from 'react-aria';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as styles from '../FormField/FormField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldBaseProps {
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the input loses focus (validate on blur). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the input gains focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The kind of text.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Form field name. */
  name?: string;
  /** Hint shown while empty. Never a substitute for the label. */
  placeholder?: string;
  /** Browser autofill hint ("email", "current-password", "postal-code"). */
  autoComplete?: string;
  /** Virtual keyboard hint on touch devices. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Maximum number of characters. */
  maxLength?: number;
  /**
   * Whether the value can be read but not edited.
   * @default false
   */
  isReadOnly?: boolean;
  /** Focus the input on mount. */
  autoFocus?: boolean;
  /** Content before the input inside the box (a currency sign, a search icon). Decorative: keep it out of the name. */
  startAdornment?: ReactNode;
  /** Content after the input inside the box (a clear or show-password button). */
  endAdornment?: ReactNode;
  /** Forwarded to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, description and error, from react-aria's `useTextField`. */
export function TextField({ startAdornment, endAdornment, className, ref, ...props }: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...props, isInvalid, validationBehavior: 'aria' },
    inputRef,
  );
  return (
    <FormField
      {...props}
      className={className}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <div
        className={styles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        {startAdornment != null && <span className={styles.adornment}>{startAdornment}</span>}
        <input {...inputProps} ref={mergeRefs(inputRef, ref ?? null)} className={styles.input} />
        {endAdornment != null && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
    </FormField>
  );
}
