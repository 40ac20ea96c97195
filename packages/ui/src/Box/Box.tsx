import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';

type NativeProps = Omit<
  AllHTMLAttributes<HTMLElement>,
  'as' | 'color' | 'width' | 'height' | keyof Sprinkles
>;

export interface BoxProps extends NativeProps, Sprinkles {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Splits sprinkles props (layout and colour atoms) from the props that belong on the element. */
export function splitSprinkles<P extends Record<string, unknown>>(
  props: P,
): { atoms: Sprinkles; rest: Omit<P, keyof Sprinkles> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The layout atom: any element with theme-typed spacing, colour and flex/grid props (sprinkles).
 * Responsive values take `{ mobile, tablet, desktop }` (600 / 1000 px).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes });
}
