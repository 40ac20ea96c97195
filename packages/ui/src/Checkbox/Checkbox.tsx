import { useId, useRef, type ReactNode, type Ref } from 'react';
import { mergeProps, mergeRefs, useCheckbox, useFocusRing, VisuallyHidden } from 'react-aria';
import { useToggleState } from 'react-stately';
import * as styles from './Checkbox.css.ts';
import { useFieldMessage } from '../Provider/UIProvider.tsx';

export interface CheckboxProps {
  /** The visible label. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The error message; makes the checkbox `aria-invalid` ("You must accept the terms"). */
  errorMessage?: ReactNode;
  /** Whether it is checked (controlled). React Aria's name for a boolean value. */
  isSelected?: boolean;
  /**
   * Whether it starts checked (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /**
   * Shows a dash for "some selected" (select-all checkboxes).
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * @default false
   */
  isRequired?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Form value sent when checked. */
  value?: string;
  /** Extra class name for the wrapper element. */
  className?: string;
  /** Forwarded to the <input type="checkbox">. */
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox from react-aria's `useCheckbox`: a real (visually hidden) input drawn as a themed box. */
export function Checkbox({ children, description, errorMessage, className, ref, ...props }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useToggleState(props);
  const isInvalid = errorMessage != null && errorMessage !== false;
  const shownError = useFieldMessage(errorMessage);
  const descriptionId = useId();
  const errorId = useId();
  const { inputProps, labelProps, isSelected, isDisabled } = useCheckbox(
    { ...props, children, isInvalid, validationBehavior: 'aria' },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const describedBy = [description != null ? descriptionId : null, isInvalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <label
        {...labelProps}
        className={styles.root}
        data-selected={isSelected || undefined}
        data-indeterminate={props.isIndeterminate || undefined}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <VisuallyHidden>
          <input
            {...mergeProps(inputProps, focusProps)}
            aria-describedby={describedBy || undefined}
            ref={mergeRefs(inputRef, ref ?? null)}
          />
        </VisuallyHidden>
        <span className={styles.box} aria-hidden="true">
          <svg
            viewBox="0 0 16 16"
            width="100%"
            height="100%"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            {props.isIndeterminate ? <path d="M4 8h8" /> : isSelected ? <path d="M3.5 8.5l3 3 6-7" /> : null}
          </svg>
        </span>
        <span>{children}</span>
      </label>
      {/* Outside the <label>: inside it they would become part of the checkbox's name. */}
      {description != null && (
        <span id={descriptionId} className={styles.helper}>
          {description}
        </span>
      )}
      {isInvalid && (
        <span id={errorId} className={styles.error}>
          {shownError}
        </span>
      )}
    </div>
  );
}
