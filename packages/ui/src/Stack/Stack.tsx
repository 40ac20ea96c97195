import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../theme/sprinkles.css.ts';

export const stackAlignments = ['stretch', 'flex-start', 'center', 'flex-end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> {
  children?: ReactNode;
  /**
   * Space between the children (a theme space token; responsive values allowed).
   * @default 'medium'
   */
  space?: Sprinkles['gap'];
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: StackAlignment;
}

/** Lays its children out vertically with even space between them. */
export function Stack({ space = 'medium', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...props} />;
}
