import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { cardClass } from './cardClass.ts';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends Omit<BoxProps, 'padding'> {
  children?: ReactNode;
  /**
   * Inner space of the card.
   * @default 'medium'
   */
  padding?: CardPadding;
  /**
   * Element to render: `section` or `article` when the card is a landmark of its own content.
   * @default 'div'
   */
  as?: BoxProps['as'];
}

/** A raised surface that groups related content. */
export function Card({ padding = 'medium', className, ...props }: CardProps) {
  return <Box className={[cardClass(padding), className].filter(Boolean).join(' ')} {...props} />;
}
