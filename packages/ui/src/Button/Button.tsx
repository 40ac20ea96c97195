import { useRef, type ReactNode, type Ref } from 'react';
import { mergeProps, mergeRefs, useButton, useFocusRing, useHover, type AriaButtonProps } from 'react-aria';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { buttonRecipe, label as labelClass, spinner as spinnerClass } from './Button.css.ts';
import { uiText } from '../Provider/UITexts.tsx';

export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const buttonTones = ['accent', 'neutral', 'danger'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export interface ButtonProps extends Omit<AriaButtonProps<'button'>, 'elementType' | 'children'> {
  children?: ReactNode;
  /**
   * Visual weight: `solid` for the main action, `outline` for secondary ones, `ghost` for quiet ones.
   * @default 'solid'
   */
  variant?: ButtonVariant;
  /**
   * Colour family; `danger` for destructive actions.
   * @default 'accent'
   */
  tone?: ButtonTone;
  /**
   * Height and text size.
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores presses while an action runs. The button stays
   * focusable so keyboard users do not lose their place.
   * @default false
   */
  isPending?: boolean;
  /**
   * Text announced with the button while it is pending.
   * @default 'Loading', the `UITexts` `loading` text
   */
  pendingLabel?: string;
  /** Extra class name. */
  className?: string;
  /** Forwarded to the <button>. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button from react-aria's `useButton` (press events that behave the same for mouse, touch and keyboard).
 * State is exposed as `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled` and `data-pending`.
 */
export function Button({
  variant = 'solid',
  tone = 'accent',
  size = 'medium',
  fullWidth = false,
  isPending = false,
  pendingLabel = uiText('loading'),
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  const innerRef = useRef<HTMLButtonElement>(null);
  const ariaProps: AriaButtonProps<'button'> = isPending
    ? {
        ...props,
        // Pending presses are swallowed here rather than by `isDisabled`, which would drop focus.
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressChange: undefined,
        onPressUp: undefined,
      }
    : props;
  const { buttonProps, isPressed } = useButton(ariaProps, innerRef);
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  // A pending submit button must not submit its form a second time.
  const pendingGuard = {
    onClick: (event: { preventDefault: () => void }) => isPending && event.preventDefault(),
  };
  return (
    <button
      {...mergeProps(buttonProps, hoverProps, focusProps, pendingGuard)}
      ref={mergeRefs(innerRef, ref ?? null)}
      className={[buttonRecipe({ variant, tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={isPending || undefined}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={props.isDisabled || undefined}
      data-pending={isPending || undefined}
    >
      <span className={labelClass}>{children}</span>
      {isPending && (
        <>
          <span className={spinnerClass} aria-hidden="true">
            <Spinner label={pendingLabel} size="small" tone="inherit" />
          </span>
          {/* The separate space keeps "Save Saving" apart in the accessible name in every name algorithm. */}{' '}
          <VisuallyHidden>{pendingLabel}</VisuallyHidden>
        </>
      )}
    </button>
  );
}
