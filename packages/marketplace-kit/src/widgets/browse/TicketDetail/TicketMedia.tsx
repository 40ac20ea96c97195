import type { TicketImage } from '@momento/contract';
import { Carousel, Image, mediaQueries, Stack, VideoEmbed, type ImageSources } from '@momento/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMediaQuery } from '../../shell/AppShell/useMediaQuery.ts';
import { browseTexts } from '../browseTexts.ts';
import * as styles from './TicketMedia.css.ts';

export interface TicketMediaProps {
  images: readonly TicketImage[];
  videoLink: string | null;
  /** The listing name, for the images' alternative texts and the zoom dialog's title. */
  title: string;
}

/** The ticket's sizes 200, 400, 600 and 1000. */
export function imageSources(image: TicketImage): ImageSources {
  return { 200: image.image_200, 400: image.image_400, 600: image.image_600, 1000: image.image_1000 };
}

export const altOf = (title: string, index: number, total: number) =>
  `${title}, view ${index + 1} of ${total}`;

// The zoom dialog (modal, focus trap, overlay machinery) is its own chunk, fetched when the visitor points at or
// focuses the image, and at the latest on the click: the ticket page's first screen does not wait for it.
const loadZoom = () => import('./TicketZoom.tsx');
const TicketZoom = lazy(() => loadZoom().then((module) => ({ default: module.TicketZoom })));

/** Desktop: the chosen image, thumbnails to choose another, and a zoom dialog with the 1000 px image. */
function ThumbnailGallery({ images, title }: { images: readonly TicketImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Mounted from the first zoom on, then opened and closed.
  const [zoomUsed, setZoomUsed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const onZoomChange = (open: boolean) => {
    setZoomed(open);
    // The modal has no trigger of its own: focus goes back to the image button (not to the page's start).
    if (!open) zoomButton.current?.focus();
  };
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <Stack space="small">
      <button
        ref={zoomButton}
        type="button"
        className={styles.zoomButton}
        aria-label={browseTexts.zoomImage(selected + 1, images.length)}
        onPointerEnter={() => void loadZoom()}
        onFocus={() => void loadZoom()}
        onClick={() => {
          setZoomUsed(true);
          setZoomed(true);
        }}
      >
        <Image
          sources={imageSources(current)}
          alt={altOf(title, selected, images.length)}
          width={600}
          height={450}
          sizes="(min-width: 1000px) 50vw, 100vw"
          loading="eager"
          fetchPriority="high"
          fit="contain"
          isRounded
        />
      </button>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={browseTexts.images}>
          {images.map((image, index) => (
            <li key={image.image_id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={browseTexts.showImage(index + 1, images.length)}
                aria-pressed={index === selected}
                data-selected={index === selected || undefined}
                onClick={() => setSelected(index)}
              >
                <Image sources={{ 200: image.image_200 }} alt="" width={80} height={60} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomUsed ? (
        <Suspense fallback={null}>
          <TicketZoom
            isOpen={zoomed}
            onOpenChange={onZoomChange}
            image={current}
            alt={altOf(title, selected, images.length)}
            title={title}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * Images and the optional video of a ticket: thumbnails with a zoom dialog from the tablet width on, a carousel of
 * one image per view on phones (zoom modal on desktop, carousel on mobile).
 */
export function TicketMedia({ images, videoLink, title }: TicketMediaProps) {
  const wide = useMediaQuery(mediaQueries.tablet);
  return (
    <Stack space="medium">
      {images.length === 0 ? null : wide ? (
        <ThumbnailGallery images={images} title={title} />
      ) : (
        <Carousel aria-label={browseTexts.images}>
          {images.map((image, index) => (
            <Image
              key={image.image_id}
              sources={imageSources(image)}
              alt={altOf(title, index, images.length)}
              width={600}
              height={450}
              sizes="100vw"
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first image is the largest thing on a phone's first screen.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              fit="contain"
            />
          ))}
        </Carousel>
      )}
      {videoLink ? <VideoEmbed url={videoLink} title={`${browseTexts.video}: ${title}`} /> : null}
    </Stack>
  );
}
