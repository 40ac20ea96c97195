import type { CSSProperties, Ref } from 'react';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * `text` is one line high; `rect` and `circle` take `width`/`height`.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Width (CSS length or pixels).
   * @default '100%'
   */
  width?: CSSProperties['width'];
  /** Height (CSS length or pixels); `text` uses one line. */
  height?: CSSProperties['height'];
  /**
   * Number of `text` lines; the last one is shorter, like a paragraph.
   * @default 1
   */
  lines?: number;
  /** Extra class name. */
  className?: string;
  /** Ref to the (first) element. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A placeholder shape shown while content loads. Decorative (aria-hidden): the container that is loading
 * announces it (`aria-busy` or a Spinner label).
 */
export function Skeleton({
  shape = 'text',
  width = '100%',
  height,
  lines = 1,
  className,
  ref,
}: SkeletonProps) {
  const classes = [styles.skeleton, className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" style={{ display: 'block', width }} data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            ref={index === 0 ? ref : undefined}
            className={classes}
            data-shape="text"
            // The last line stops short so the block reads as a paragraph.
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={classes}
      data-shape={shape}
      data-skeleton=""
      style={{ width, height }}
    />
  );
}
