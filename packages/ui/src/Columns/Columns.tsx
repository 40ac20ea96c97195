import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../theme/sprinkles.css.ts';

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'gridTemplateColumns'> {
  children?: ReactNode;
  /**
   * Number of equal columns, per breakpoint: `{ mobile: 1, tablet: 2, desktop: 3 }`.
   * @default { mobile: 1, tablet: 2 }
   */
  columns?: Sprinkles['gridTemplateColumns'];
  /**
   * Space between the cells (a theme space token; responsive values allowed).
   * @default 'medium'
   */
  space?: Sprinkles['gap'];
}

/** An equal-width grid whose column count changes at the spec's breakpoints (600 / 1000 px). */
export function Columns({ columns = { mobile: 1, tablet: 2 }, space = 'medium', ...props }: ColumnsProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={space} {...props} />;
}
