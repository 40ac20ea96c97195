import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../theme/sprinkles.css.ts';

export const inlineAlignments = ['flex-start', 'center', 'flex-end', 'baseline', 'stretch'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineJustifications = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
export type InlineJustification = (typeof inlineJustifications)[number];

export interface InlineProps extends Omit<
  BoxProps,
  'gap' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'wrap'
> {
  children?: ReactNode;
  /**
   * Space between the children (a theme space token; responsive values allowed).
   * @default 'small'
   */
  space?: Sprinkles['gap'];
  /**
   * Vertical alignment of the children.
   * @default 'center'
   */
  alignY?: InlineAlignment;
  /**
   * Horizontal distribution of the children.
   * @default 'flex-start'
   */
  justify?: InlineJustification;
  /**
   * Whether children wrap onto new lines when they do not fit.
   * @default true
   */
  wrap?: boolean;
}

/** Lays its children out in a row that wraps, with even space between them. */
export function Inline({
  space = 'small',
  alignY = 'center',
  justify = 'flex-start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={alignY}
      justifyContent={justify}
      {...props}
    />
  );
}
