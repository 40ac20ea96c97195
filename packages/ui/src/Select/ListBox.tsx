import { useRef } from 'react';
import { mergeProps, useFocusRing, useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import type { ListState, Node } from 'react-stately';
import * as styles from './Select.css.ts';

interface ListBoxProps<T> extends AriaListBoxOptions<T> {
  state: ListState<T>;
  /** Largest height before the list scrolls (CSS length). */
  maxHeight?: string;
}

/** The listbox inside Select's popover (react-aria `useListBox` / `useOption`). Internal to Select. */
export function ListBox<T>({ state, maxHeight, ...props }: ListBoxProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox(props, state, ref);
  return (
    <ul {...listBoxProps} ref={ref} className={styles.listBox} style={maxHeight ? { maxHeight } : undefined}>
      {[...state.collection].map((item) => (
        <Option key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

function Option<T>({ item, state }: { item: Node<T>; state: ListState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <li
      {...mergeProps(optionProps, focusProps)}
      ref={ref}
      className={styles.option}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item.rendered}
      {isSelected && (
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="1em"
          height="1em"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
      )}
    </li>
  );
}
