import { useRef, useState, type Ref } from 'react';
import { HiddenSelect, mergeProps, mergeRefs, useButton, useFocusRing, useSelect } from 'react-aria';
import { Item, useSelectState } from 'react-stately';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { Popover } from '../Popover/Popover.tsx';
import { ListBox } from './ListBox.tsx';
import * as styles from './Select.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

/** One choice of a Select. */
export interface SelectOption {
  /** The value reported by `onChange` and submitted with the form. */
  value: string;
  /** The text shown (and typed to jump to it). */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The selected value (controlled); `null` for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string | null) => void;
  /**
   * Text on the button while nothing is selected.
   * @default 'Select an option', the `UITexts` `selectOption` text
   */
  placeholder?: string;
  /** Form field name (a hidden native select carries the value for forms and autofill). */
  name?: string;
  /**
   * Largest height of the list before it scrolls (CSS length).
   * @default '18rem'
   */
  menuMaxHeight?: string;
  /** Forwarded to the trigger <button>. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single-choice dropdown from react-aria's `useSelect`: a button that opens a listbox in a popover.
 * Keyboard: Enter, Space or the arrow keys open it; arrows move; Enter chooses; Escape closes; focus
 * returns to the button; typing a letter jumps to a matching option even while closed.
 */
export function Select({
  options,
  placeholder = uiText('selectOption'),
  menuMaxHeight = '18rem',
  className,
  ref,
  ...props
}: SelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [triggerWidth, setTriggerWidth] = useState<number>();
  const isInvalid = props.errorMessage != null && props.errorMessage !== false;
  const ariaProps = {
    ...props,
    placeholder,
    isInvalid,
    validationBehavior: 'aria' as const,
    items: options,
    disabledKeys: options.filter((option) => option.isDisabled).map((option) => option.value),
    onChange: (key: string | number | null) => props.onChange?.(key == null ? null : String(key)),
    onOpenChange: (isOpen: boolean) => {
      // The list is at least as wide as the button; measured when it opens.
      if (isOpen) setTriggerWidth(triggerRef.current?.offsetWidth);
    },
    children: (option: SelectOption) => (
      <Item key={option.value} textValue={option.label}>
        {option.label}
      </Item>
    ),
  };
  const state = useSelectState<SelectOption>(ariaProps);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps } = useSelect(
    ariaProps,
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const selected = state.selectedItem;
  return (
    <FormField
      {...props}
      className={className}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <HiddenSelect
        state={state}
        triggerRef={triggerRef}
        label={props.label}
        name={props.name}
        isDisabled={props.isDisabled}
      />
      <button
        {...mergeProps(buttonProps, focusProps)}
        ref={mergeRefs(triggerRef, ref ?? null)}
        className={[fieldStyles.control, styles.trigger].join(' ')}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-state={state.isOpen ? 'open' : 'closed'}
      >
        <span {...valueProps} className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected ? selected.rendered : placeholder}
        </span>
        <svg
          className={styles.chevron}
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      <Popover state={state} triggerRef={triggerRef} placement="bottom start" padding="small">
        <div style={{ minWidth: triggerWidth }}>
          <ListBox {...menuProps} state={state} maxHeight={menuMaxHeight} />
        </div>
      </Popover>
    </FormField>
  );
}
