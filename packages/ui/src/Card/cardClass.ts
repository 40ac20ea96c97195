import * as styles from './Card.css.ts';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

/**
 * The classes of a Card's surface (background, border, corners, shadow and the padding), for an element that looks
 * like a Card without being rendered by one: Card itself is a Box, whose sprinkles (every layout atom's class and
 * rule) a bundle then carries even when no atom is set. The embed's ticket cards use it to stay small.
 */
export function cardClass(padding: CardPadding = 'medium'): string {
  return `${styles.root} ${styles.padding[padding]}`;
}
