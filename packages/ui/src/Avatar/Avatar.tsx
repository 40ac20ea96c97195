import { useState, type Ref } from 'react';
import * as styles from './Avatar.css.ts';

export const avatarSizes = [50, 200, 400] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/**
 * The default avatar (a neutral silhouette), inline so it works offline and inside the embed. Colours are
 * fixed greys that read on both themes.
 */
export const defaultAvatarSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d3d9e0"/><circle cx="32" cy="25" r="12" fill="#8a96a3"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#8a96a3"/></svg>',
)}`;

export interface AvatarProps {
  /** Image URL; the default avatar shows when it is missing or fails to load. */
  src?: string | null;
  /**
   * Text alternative. Use the person's name when the avatar stands alone; pass '' when the name is
   * written next to it (decorative).
   */
  alt: string;
  /**
   * Size in pixels (the spec's 50/200/400 image sizes).
   * @default 50
   */
  size?: AvatarSize;
  /** Extra class name. */
  className?: string;
  /** Ref to the <img>. */
  ref?: Ref<HTMLImageElement>;
}

/** A round profile picture with a default image. */
export function Avatar({ src, alt, size = 50, className, ref }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useDefault = !src || failedSrc === src;
  return (
    <img
      ref={ref}
      src={useDefault ? defaultAvatarSrc : src}
      alt={alt}
      width={size}
      height={size}
      loading={size === 50 ? 'eager' : 'lazy'}
      decoding="async"
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      data-size={size}
      data-default={useDefault || undefined}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
