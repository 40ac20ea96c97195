import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { cardClass, type CardPadding } from './cardClass.ts';

export { cardPaddings, type CardPadding } from './cardClass.ts';

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
