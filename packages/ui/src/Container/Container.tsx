import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

export { containerWidths } from './Container.css.ts';
export type ContainerWidth = (typeof styles.containerWidths)[number];

export interface ContainerProps extends Omit<BoxProps, 'width'> {
  children?: ReactNode;
  /**
   * Maximum width of the content column.
   * @default 'large'
   */
  width?: ContainerWidth;
}

/** Centres page content in a column with responsive side padding. */
export function Container({ width = 'large', className, ...props }: ContainerProps) {
  return (
    <Box className={[styles.root, styles.width[width], className].filter(Boolean).join(' ')} {...props} />
  );
}
