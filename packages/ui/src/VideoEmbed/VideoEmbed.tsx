import type { Ref } from 'react';
import * as styles from './VideoEmbed.css.ts';

export interface VideoEmbedProps {
  /** A YouTube or Vimeo page URL, or a video file URL (mp4, webm, ...). */
  url: string;
  /** What the video shows; names the player for assistive technology. */
  title: string;
  /** Extra class name. */
  className?: string;
  /** Ref to the iframe or video element. */
  ref?: Ref<HTMLIFrameElement & HTMLVideoElement>;
}

/** Turns a YouTube/Vimeo page URL into its embed URL; null for anything else. */
export function toEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parsed.pathname.match(/(\d+)/)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/**
 * A video: an iframe player for YouTube/Vimeo URLs (privacy-friendly hosts), a native `<video>` with
 * controls for file URLs. Never autoplays.
 */
export function VideoEmbed({ url, title, className, ref }: VideoEmbedProps) {
  const embedUrl = toEmbedUrl(url);
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  if (embedUrl) {
    return (
      <iframe
        ref={ref}
        src={embedUrl}
        title={title}
        className={classes}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // Captions come with the seller's file when it has them; the marketplace has no caption track to add.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      src={url}
      title={title}
      aria-label={title}
      controls
      preload="metadata"
      className={classes}
    />
  );
}
