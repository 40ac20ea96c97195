import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useCombobox } from 'downshift';
import { useEffect, useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import { FormField, type FieldBaseProps } from '../FormField/FormField.tsx';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { PortalOverlay } from '../Overlay/Overlay.tsx';
import { usePortalContainer } from '../Provider/UIProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Combobox.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

/** The default option shape; other shapes work with `itemToString` and `itemToKey`. */
export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, muted line (venue and date under an event name). */
  description?: string;
  isDisabled?: boolean;
}

export interface ComboboxProps<T = ComboboxOption> extends FieldBaseProps {
  /** Fixed options, filtered by the typed text (case-insensitive "contains"). Use this or `loadOptions`. */
  items?: readonly T[];
  /**
   * Loads the options for the typed text (after `debounceMs`). Aborted when the text changes again; an abort
   * is not an error. Use this or `items`.
   */
  loadOptions?: (inputValue: string, signal: AbortSignal) => Promise<readonly T[]>;
  /**
   * Wait after the last keystroke before calling `loadOptions`, in milliseconds.
   * @default 300
   */
  debounceMs?: number;
  /**
   * Characters typed before `loadOptions` runs.
   * @default 1
   */
  minChars?: number;
  /** The selected item (controlled); `null` for none. */
  value?: T | null;
  /** The initially selected item (uncontrolled). */
  defaultValue?: T | null;
  /** Called with the chosen item (or `null` when cleared). */
  onChange?: (item: T | null) => void;
  /** Called on every keystroke with the typed text. */
  onInputChange?: (inputValue: string) => void;
  /**
   * The text of an item, shown in the input once chosen.
   * @default (item) => item.label
   */
  itemToString?: (item: T) => string;
  /**
   * A stable key for an item.
   * @default (item) => item.value
   */
  itemToKey?: (item: T) => string;
  /** Custom content of an option row. */
  renderItem?: (item: T) => ReactNode;
  /**
   * Shown (and announced) while options load.
   * @default 'Loading…', the `UITexts` `searching` text
   */
  loadingText?: string;
  /**
   * Shown (and announced) when nothing matches.
   * @default 'No results', the `UITexts` `noResults` text
   */
  emptyText?: string;
  /**
   * Shown (and announced) when `loadOptions` fails.
   * @default 'Could not load options', the `UITexts` `optionsFailed` text
   */
  errorText?: string;
  /**
   * Largest height of the list before it scrolls (CSS length). The spec's mobile filter menus use '120px'.
   * @default '18rem'
   */
  menuMaxHeight?: string;
  /** Hint shown while empty. */
  placeholder?: string;
  /** Form field name: a hidden input submits the chosen item's key. */
  name?: string;
  /** Forwarded to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Downshift listens on `window` for outside clicks and reads `document.activeElement`. Inside a shadow root (the
 * embed) events reaching `window` are retargeted to the host, so every click in the list would look "outside".
 * Listening on the shadow root itself sees the real targets.
 */
function useShadowEnvironment() {
  const container = usePortalContainer();
  return useMemo(() => {
    const root = container?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return undefined;
    return {
      addEventListener: root.addEventListener.bind(root),
      removeEventListener: root.removeEventListener.bind(root),
      document: {
        get activeElement() {
          // Like document.activeElement: the body when nothing inside has focus.
          return root.activeElement ?? root.ownerDocument.body;
        },
        body: root.ownerDocument.body,
        createElement: root.ownerDocument.createElement.bind(root.ownerDocument),
        getElementById: (id: string) => root.getElementById(id),
      } as unknown as Document,
      Node: root.ownerDocument.defaultView?.Node ?? Node,
    };
  }, [container]);
}

const defaultToString = (item: unknown) => (item as ComboboxOption).label;
const defaultToKey = (item: unknown) => (item as ComboboxOption).value;
const defaultIsDisabled = (item: unknown) => Boolean((item as ComboboxOption).isDisabled);

/**
 * A text input with a list of suggestions (downshift `useCombobox`), with fixed or async options.
 * Keyboard: type to filter, ArrowDown/ArrowUp move, Enter chooses, Escape closes (a second Escape clears).
 */
export function Combobox<T = ComboboxOption>({
  items,
  loadOptions,
  debounceMs = 300,
  minChars = 1,
  value,
  defaultValue,
  onChange,
  onInputChange,
  itemToString = defaultToString,
  itemToKey = defaultToKey,
  renderItem,
  loadingText = uiText('searching'),
  emptyText = uiText('noResults'),
  errorText = uiText('optionsFailed'),
  menuMaxHeight = '18rem',
  placeholder,
  name,
  className,
  ref,
  ...fieldProps
}: ComboboxProps<T>) {
  const [inputValue, setInputValue] = useState(() =>
    defaultValue ? itemToString(defaultValue) : value ? itemToString(value) : '',
  );
  // The last finished load; the status while typing is derived from it (no state set synchronously in effects).
  const [result, setResult] = useState<{ query: string; items: readonly T[]; isError: boolean } | null>(null);
  const status: LoadStatus = !loadOptions
    ? 'idle'
    : inputValue.length < minChars
      ? 'idle'
      : result?.query !== inputValue
        ? 'loading'
        : result.isError
          ? 'error'
          : 'success';

  // Debounced loader: each keystroke cancels the pending timer and aborts the request in flight.
  useEffect(() => {
    if (!loadOptions || inputValue.length < minChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadOptions(inputValue, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setResult({ query: inputValue, items, isError: false });
        },
        () => {
          if (!controller.signal.aborted) setResult({ query: inputValue, items: [], isError: true });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inputValue, loadOptions, debounceMs, minChars]);

  const options = useMemo<T[]>(() => {
    if (loadOptions) return status === 'success' && result ? [...result.items] : [];
    const query = inputValue.trim().toLowerCase();
    return (items ?? []).filter((item) => itemToString(item).toLowerCase().includes(query));
  }, [loadOptions, status, result, items, inputValue, itemToString]);

  const environment = useShadowEnvironment();
  const isInvalid = fieldProps.errorMessage != null && fieldProps.errorMessage !== false;
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [fieldProps.description != null ? descriptionId : null, isInvalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const {
    isOpen,
    highlightedIndex,
    selectedItem,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<T>({
    ...(environment ? { environment } : {}),
    items: options,
    itemToString: (item) => (item ? itemToString(item) : ''),
    itemToKey: (item) => (item ? itemToKey(item) : null),
    isItemDisabled: (item) => defaultIsDisabled(item),
    ...(value !== undefined ? { selectedItem: value } : { initialSelectedItem: defaultValue ?? null }),
    inputValue,
    onInputValueChange: ({ inputValue: next }) => {
      setInputValue(next);
      onInputChange?.(next);
    },
    onSelectedItemChange: ({ selectedItem: next }) => onChange?.(next ?? null),
  });

  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open: isOpen,
    placement: 'bottom-start',
    // Fixed: the popup is portalled (possibly into a shadow root) and must not depend on scroll containers.
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        apply({ rects, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });

  const { ref: downshiftInputRef, ...inputProps } = getInputProps({
    placeholder,
    disabled: fieldProps.isDisabled,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-required': fieldProps.isRequired || undefined,
  });

  const statusText = !isOpen
    ? ''
    : status === 'loading'
      ? loadingText
      : status === 'error'
        ? errorText
        : options.length === 0 && (!loadOptions || status === 'success')
          ? emptyText
          : '';

  return (
    <FormField
      {...fieldProps}
      className={className}
      labelProps={getLabelProps()}
      descriptionProps={{ id: descriptionId }}
      errorMessageProps={{ id: errorId }}
    >
      <div
        ref={setReference}
        className={fieldStyles.control}
        data-invalid={isInvalid || undefined}
        data-disabled={fieldProps.isDisabled || undefined}
      >
        <input
          {...inputProps}
          ref={mergeRefs(downshiftInputRef, ref ?? null)}
          className={fieldStyles.input}
        />
        {/* Always mounted (and outside the popup that is display:none while closed) so that changes are announced. */}
        <VisuallyHidden role="status">{statusText}</VisuallyHidden>
        {name != null && (
          <input type="hidden" name={name} value={selectedItem ? itemToKey(selectedItem) : ''} />
        )}
        {status === 'loading' && isOpen && <Spinner label={loadingText} size="small" />}
        <button
          {...getToggleButtonProps({ disabled: fieldProps.isDisabled })}
          // Downshift names the toggle through the label; say what it does as well.
          aria-label={isOpen ? uiText('hideSuggestions') : uiText('showSuggestions')}
          className={styles.toggle}
          type="button"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={isOpen ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'} />
          </svg>
        </button>
      </div>
      {/* Always mounted: downshift needs the menu element, and the input's aria-controls must point at it. A top
          layer, so that inside a modal dialog the list is not hidden from screen readers with the rest of the page. */}
      <PortalOverlay disableFocusManagement topLayer>
        {/* Hidden while closed (not only by the stylesheet): a top layer stays exposed to screen readers even when
            another popup hides the rest of the page, and a closed list must not be found there. */}
        <div
          ref={setFloating}
          style={floatingStyles}
          className={styles.popup}
          data-state={isOpen ? 'open' : 'closed'}
          hidden={!isOpen}
        >
          <ul {...getMenuProps()} className={styles.listBox} style={{ maxHeight: menuMaxHeight }}>
            {isOpen &&
              options.map((item, index) => (
                <li
                  key={itemToKey(item)}
                  {...getItemProps({ item, index })}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index || undefined}
                >
                  {renderItem ? renderItem(item) : <DefaultItem item={item as unknown as ComboboxOption} />}
                </li>
              ))}
          </ul>
          {/* The visible copy; screen readers hear the live region next to the input instead. */}
          <div aria-hidden="true" className={styles.status}>
            {statusText}
          </div>
        </div>
      </PortalOverlay>
    </FormField>
  );
}

function DefaultItem({ item }: { item: ComboboxOption }) {
  return (
    <>
      <span>{item.label}</span>
      {item.description != null && <span className={styles.optionDescription}>{item.description}</span>}
    </>
  );
}
