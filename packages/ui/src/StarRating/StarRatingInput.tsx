import { createContext, useContext, useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import * as styles from './StarRating.css.ts';
import { useFieldMessage } from '../Provider/UIProvider.tsx';
import { MAX_STARS, StarIcon, type StarRatingSize } from './StarRating.tsx';
import { uiText } from '../Provider/UITexts.tsx';

// ---------------------------------------------------------------------------------------------------------------------
// Input

export interface StarRatingInputProps {
  /** Visible label of the group ("Your rating"). */
  label: ReactNode;
  /** The rating (controlled), 1 to 5, or null for none. */
  value?: number | null;
  /** The initial rating (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the chosen rating. */
  onChange?: (value: number) => void;
  /** Help text under the stars. */
  description?: ReactNode;
  /** The single error message; marks the group invalid. */
  errorMessage?: ReactNode;
  /**
   * Whether a rating is required.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the input is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Form field name of the hidden radio inputs. */
  name?: string;
  /**
   * Star size.
   * @default 'large'
   */
  size?: StarRatingSize;
  /**
   * Accessible name of each star's radio.
   * @default (n) => n === 1 ? '1 star' : `${n} stars`, the `UITexts` `stars` text
   */
  formatStarLabel?: (n: number) => string;
}

const RatingContext = createContext<{ state: RadioGroupState; size: StarRatingSize } | null>(null);

/**
 * A rating input: a radio group (react-aria `useRadioGroup`) of five stars. Arrow keys move and choose,
 * every star up to the choice turns teal.
 */
export function StarRatingInput({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  size = 'large',
  formatStarLabel = uiText('stars'),
}: StarRatingInputProps) {
  const isInvalid = Boolean(errorMessage);
  const shownError = useFieldMessage(errorMessage);
  const state = useRadioGroupState({
    value: value === undefined ? undefined : value === null ? null : String(value),
    defaultValue: defaultValue == null ? defaultValue : String(defaultValue),
    onChange: (next) => onChange?.(Number(next)),
    isRequired,
    isDisabled,
    isInvalid,
    name,
    orientation: 'horizontal',
  });
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
    {
      label,
      description,
      errorMessage,
      isRequired,
      isDisabled,
      isInvalid,
      name,
      orientation: 'horizontal',
      validationBehavior: 'aria',
    },
    state,
  );
  return (
    <div {...radioGroupProps} className={styles.root} data-invalid={isInvalid || undefined}>
      <span {...labelProps} className={styles.label}>
        {label}
      </span>
      <div className={styles.stars}>
        <RatingContext.Provider value={{ state, size }}>
          {Array.from({ length: MAX_STARS }, (_, index) => (
            <StarRadio key={index} value={index + 1} label={formatStarLabel(index + 1)} />
          ))}
        </RatingContext.Provider>
      </div>
      {description && !isInvalid && (
        <span {...descriptionProps} className={styles.description}>
          {description}
        </span>
      )}
      {isInvalid && (
        <span {...errorMessageProps} className={styles.error}>
          {shownError}
        </span>
      )}
    </div>
  );
}

function StarRadio({ value, label }: { value: number; label: string }) {
  const context = useContext(RatingContext);
  if (!context) {
    throw new Error('StarRadio must be rendered inside StarRatingInput.');
  }
  const { state, size } = context;
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isDisabled } = useRadio({ value: String(value), 'aria-label': label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps } = useHover({ isDisabled });
  const chosen = state.selectedValue == null ? 0 : Number(state.selectedValue);
  return (
    <label
      {...hoverProps}
      className={`${styles.radio} ${styles.star}`}
      data-size={size}
      data-active={value <= chosen || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <StarIcon />
    </label>
  );
}
