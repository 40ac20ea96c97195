// The read-only rating. The input (a radio group) is in StarRatingInput.tsx, so a page that only shows ratings does
// not load react-aria's radio machinery.
import * as styles from './StarRating.css.ts';

export const starRatingSizes = ['small', 'medium', 'large'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

/** The spec's maximum rating. */
export const MAX_STARS = 5;

export function StarIcon() {
  return (
    <svg className={styles.starSvg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}

const defaultValueText = (value: number, max: number) => `${value} out of ${max}`;

// ---------------------------------------------------------------------------------------------------------------------
// Display

export interface StarRatingProps {
  /** The rating, 0 to 5 (rounded to the nearest whole star for display). */
  value: number;
  /**
   * Star size.
   * @default 'medium'
   */
  size?: StarRatingSize;
  /**
   * Accessible text of the rating.
   * @default (value, max) => `${value} out of ${max}`
   */
  formatValueText?: (value: number, max: number) => string;
  /** Extra class name. */
  className?: string;
}

/** A read-only rating: five stars, teal up to the value and grey after, read as "4 out of 5". */
export function StarRating({
  value,
  size = 'medium',
  formatValueText = defaultValueText,
  className,
}: StarRatingProps) {
  const shown = Math.round(Math.min(Math.max(value, 0), MAX_STARS));
  return (
    <span
      role="img"
      aria-label={formatValueText(value, MAX_STARS)}
      className={[styles.stars, className].filter(Boolean).join(' ')}
      data-value={shown}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} className={styles.star} data-size={size} data-active={index < shown || undefined}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
