import { useRef, type FocusEvent, type Ref } from 'react';
import { mergeRefs, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends FieldBaseProps {
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the textarea loses focus. */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Form field name. */
  name?: string;
  /** Hint shown while empty. */
  placeholder?: string;
  /**
   * Visible lines before it scrolls (the user can resize it).
   * @default 4
   */
  rows?: number;
  /** Maximum number of characters; shows a "12 / 500" counter under the box. */
  maxLength?: number;
  /**
   * Whether the value can be read but not edited.
   * @default false
   */
  isReadOnly?: boolean;
  /** Forwarded to the <textarea>. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input (messages, descriptions) with an optional character counter. */
export function TextArea({ rows = 4, className, ref, ...props }: TextAreaProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Tracked here as well so the counter works controlled and uncontrolled.
  const [text, setText] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...props,
      value: text,
      onChange: setText,
      inputElementType: 'textarea',
      isInvalid,
      validationBehavior: 'aria',
    },
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
        className={fieldStyles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <textarea
          {...inputProps}
          rows={rows}
          ref={mergeRefs(inputRef, ref ?? null)}
          className={[fieldStyles.input, styles.textarea].join(' ')}
        />
      </div>
      {props.maxLength != null && (
        // Not live: announcing every keystroke is noise; the count is read when the user looks for it.
        <span className={styles.counter}>{`${text.length} / ${props.maxLength}`}</span>
      )}
    </FormField>
  );
}
