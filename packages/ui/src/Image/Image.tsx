import type { Ref } from 'react';
import * as styles from './Image.css.ts';

/** The widths the API serves every image in (image_200 ... image_1000). */
export const imageWidths = [200, 400, 600, 1000] as const;
export type ImageWidth = (typeof imageWidths)[number];
export type ImageSources = Partial<Record<ImageWidth, string>>;

export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];

export interface ImageProps {
  /** URLs by width, e.g. `{ 200: image_200, 400: image_400, 600: image_600, 1000: image_1000 }`. */
  sources: ImageSources;
  /** Text alternative; '' for decorative images. Required so it is never forgotten. */
  alt: string;
  /** Intrinsic width (reserves space and avoids layout shift). */
  width: number;
  /** Intrinsic height (reserves space and avoids layout shift). */
  height: number;
  /**
   * The `sizes` attribute: how wide the image is drawn, so the browser picks the right source.
   * @default '100vw'
   */
  sizes?: string;
  /**
   * `lazy` defers off-screen images; use `eager` for the main image above the fold.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /**
   * Fetch priority hint: 'high' for the image that is the largest thing on the first screen (LCP).
   * @default 'auto'
   */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * How the image fills its box.
   * @default 'cover'
   */
  fit?: ImageFit;
  /**
   * Rounded corners.
   * @default false
   */
  isRounded?: boolean;
  /** Extra class name. */
  className?: string;
  /** Ref to the <img>. */
  ref?: Ref<HTMLImageElement>;
}

/** Builds a `srcset` from the available widths, smallest first. */
export function buildSrcSet(sources: ImageSources): string | undefined {
  const entries = imageWidths.filter((width) => sources[width]).map((width) => `${sources[width]} ${width}w`);
  return entries.length > 0 ? entries.join(', ') : undefined;
}

/** A responsive image over the API's 200/400/600/1000 widths, lazily loaded, with reserved space. */
export function Image({
  sources,
  alt,
  width,
  height,
  sizes = '100vw',
  loading = 'lazy',
  fetchPriority = 'auto',
  fit = 'cover',
  isRounded = false,
  className,
  ref,
}: ImageProps) {
  // The fallback `src` is the middle size when present: good enough for browsers without srcset.
  const fallback = sources[600] ?? sources[400] ?? sources[1000] ?? sources[200];
  return (
    <img
      ref={ref}
      src={fallback}
      srcSet={buildSrcSet(sources)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(' ')}
      data-fit={fit}
      data-rounded={isRounded || undefined}
    />
  );
}
