import { useRef, useState, type Ref } from 'react';
import { mergeProps, useButton, useHover, useKeyboard } from 'react-aria';
import { Carousel } from '../Carousel/Carousel.tsx';
import { Dialog, Modal } from '../Dialog/Dialog.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Image, type ImageSources } from '../Image/Image.tsx';
import * as styles from './Gallery.css.ts';
import { useIsDesktop } from './useIsDesktop.ts';
import { uiText } from '../Provider/UITexts.tsx';

export interface GalleryImage {
  /** Stable identity (the API's image id). */
  id: string | number;
  /** Text alternative of the image. */
  alt: string;
  /** URLs by width (200/400/600/1000), as for `Image`. */
  sources: ImageSources;
}

export interface GalleryProps {
  /** The images, in order. Nothing renders when empty. */
  images: ReadonlyArray<GalleryImage>;
  /** Accessible name of the gallery ("Ticket photos"). */
  label: string;
  /**
   * The image shown first (0-based).
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the newly shown image (0-based). */
  onIndexChange?: (index: number) => void;
  /**
   * Accessible name of the zoom action on the main image (followed by the image's alt text) and title of
   * the zoom dialog (desktop).
   * @default 'Zoom image', the `UITexts` `zoomImage` text
   */
  zoomLabel?: string;
  /**
   * Accessible name of the main image's zoom button (desktop), given the image's position and alt text.
   * @default (n, total, alt) => `${zoomLabel}: ${alt}`
   */
  formatZoomLabel?: (n: number, total: number, alt: string) => string;
  /**
   * Accessible name of each thumbnail button.
   * @default (n, total) => `Show image ${n} of ${total}`, the `UITexts` `showImage` text
   */
  formatThumbnailLabel?: (n: number, total: number) => string;
  /**
   * Accessible name of the group of thumbnails.
   * @default 'Thumbnails', the `UITexts` `thumbnails` text
   */
  thumbnailsLabel?: string;
  /**
   * Accessible name of the previous buttons (zoom dialog and carousel).
   * @default 'Previous image', the `UITexts` `previousImage` text
   */
  previousLabel?: string;
  /**
   * Accessible name of the next buttons (zoom dialog and carousel).
   * @default 'Next image', the `UITexts` `nextImage` text
   */
  nextLabel?: string;
  /**
   * Accessible name of the zoom dialog's close button.
   * @default 'Close', the `UITexts` `close` text
   */
  closeLabel?: string;
  /** Extra class name. */
  className?: string;
  /** Ref to the gallery's root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Images with thumbnails. On desktop (>= 1000 px) the main image is a button that opens a zoom dialog
 * (large image, previous/next buttons and arrow keys, Escape closes and focus returns to the image); below
 * that the images are a swipeable `Carousel`. Thumbnails are buttons marked `aria-current` when selected;
 * Arrow keys, Home and End move between them (roving tab stop, so the group is a single Tab stop).
 * The zoom dialog portals through the provider's container, so it also works inside a shadow root.
 */
export function Gallery({
  images,
  label,
  defaultIndex = 0,
  onIndexChange,
  zoomLabel = uiText('zoomImage'),
  formatZoomLabel = (_n, _total, alt) => `${zoomLabel}: ${alt}`,
  formatThumbnailLabel = uiText('showImage'),
  thumbnailsLabel = uiText('thumbnails'),
  previousLabel = uiText('previousImage'),
  nextLabel = uiText('nextImage'),
  closeLabel = uiText('close'),
  className,
  ref,
}: GalleryProps) {
  const isDesktop = useIsDesktop();
  const total = images.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const [isZoomOpen, setZoomOpen] = useState(false);
  const index = Math.min(Math.max(ownIndex, 0), Math.max(total - 1, 0));
  const select = (next: number) => {
    if (next !== index) {
      setOwnIndex(next);
      onIndexChange?.(next);
    }
  };

  const current = images[index];
  if (!current) {
    return null;
  }
  return (
    // A group rather than a region: on mobile the carousel inside is already a region with this name.
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      data-layout={isDesktop ? 'desktop' : 'mobile'}
    >
      {isDesktop ? (
        <>
          <MainImageButton
            image={current}
            label={formatZoomLabel(index + 1, total, current.alt)}
            onPress={() => setZoomOpen(true)}
          />
          <Modal isOpen={isZoomOpen} onOpenChange={setZoomOpen} size="large">
            <ZoomDialog
              images={images}
              index={index}
              title={zoomLabel}
              closeLabel={closeLabel}
              previousLabel={previousLabel}
              nextLabel={nextLabel}
              onSelect={select}
              onClose={() => setZoomOpen(false)}
            />
          </Modal>
        </>
      ) : (
        <Carousel
          aria-label={label}
          index={index}
          onIndexChange={select}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
        >
          {images.map((image, imageIndex) => (
            <Image
              key={image.id}
              sources={image.sources}
              alt={image.alt}
              width={1000}
              height={750}
              sizes="100vw"
              loading={imageIndex === index ? 'eager' : 'lazy'}
              className={styles.slideImage}
            />
          ))}
        </Carousel>
      )}
      {total > 1 && (
        <Thumbnails
          images={images}
          index={index}
          label={thumbnailsLabel}
          formatLabel={formatThumbnailLabel}
          onSelect={select}
        />
      )}
    </div>
  );
}

function MainImageButton({
  image,
  label,
  onPress,
}: {
  image: GalleryImage;
  label: string;
  onPress: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ 'aria-label': label, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      className={styles.mainButton}
      data-hovered={isHovered || undefined}
    >
      <Image
        sources={image.sources}
        alt={image.alt}
        width={1000}
        height={750}
        // The main image spans the gallery column, at most about half of a desktop page.
        sizes="(min-width: 1000px) 50vw, 100vw"
        loading="eager"
        fit="contain"
        className={styles.mainImage}
      />
    </button>
  );
}

function ZoomDialog({
  images,
  index,
  title,
  closeLabel,
  previousLabel,
  nextLabel,
  onSelect,
  onClose,
}: {
  images: ReadonlyArray<GalleryImage>;
  index: number;
  title: string;
  closeLabel: string;
  previousLabel: string;
  nextLabel: string;
  onSelect: (index: number) => void;
  onClose: () => void;
}) {
  const total = images.length;
  // Wraps around at the ends: a disabled button would drop keyboard focus out of the dialog's controls.
  const move = (step: number) => onSelect((index + step + total) % total);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (total > 1 && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        event.preventDefault();
        move(event.key === 'ArrowLeft' ? -1 : 1);
        return;
      }
      event.continuePropagation();
    },
  });
  const image = images[index];
  return (
    // The keys are handled around the dialog: on opening, focus is on the dialog element itself.
    <div {...keyboardProps} className={styles.zoomKeys}>
      <Dialog title={title} onClose={onClose} closeLabel={closeLabel}>
        <div className={styles.zoomBody}>
          {image && (
            <Image
              sources={image.sources}
              alt={image.alt}
              width={1000}
              height={750}
              sizes="90vw"
              loading="eager"
              fit="contain"
              className={styles.zoomImage}
            />
          )}
          {total > 1 && (
            <div className={styles.zoomControls}>
              <IconButton label={previousLabel} variant="outline" onPress={() => move(-1)}>
                <Chevron direction="previous" />
              </IconButton>
              <span className={styles.zoomStatus} aria-live="polite">
                {index + 1} / {total}
              </span>
              <IconButton label={nextLabel} variant="outline" onPress={() => move(1)}>
                <Chevron direction="next" />
              </IconButton>
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}

function Thumbnails({
  images,
  index,
  label,
  formatLabel,
  onSelect,
}: {
  images: ReadonlyArray<GalleryImage>;
  index: number;
  label: string;
  formatLabel: (n: number, total: number) => string;
  onSelect: (index: number) => void;
}) {
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      const targets: Record<string, number> = {
        ArrowLeft: index - 1,
        ArrowUp: index - 1,
        ArrowRight: index + 1,
        ArrowDown: index + 1,
        Home: 0,
        End: total - 1,
      };
      const target = targets[event.key];
      if (target === undefined) {
        event.continuePropagation();
        return;
      }
      event.preventDefault();
      // Automatic activation (as in APG tabs): the main image follows the focused thumbnail.
      const next = Math.min(Math.max(target, 0), total - 1);
      onSelect(next);
      buttonRefs.current[next]?.focus();
    },
  });
  return (
    <div role="group" aria-label={label} className={styles.thumbnails} {...keyboardProps}>
      {images.map((image, imageIndex) => (
        <Thumbnail
          key={image.id}
          image={image}
          label={formatLabel(imageIndex + 1, total)}
          isSelected={imageIndex === index}
          onPress={() => onSelect(imageIndex)}
          buttonRef={(element) => {
            buttonRefs.current[imageIndex] = element;
          }}
        />
      ))}
    </div>
  );
}

function Thumbnail({
  image,
  label,
  isSelected,
  onPress,
  buttonRef,
}: {
  image: GalleryImage;
  label: string;
  isSelected: boolean;
  onPress: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const ref = useRef<HTMLButtonElement | null>(null);
  const { buttonProps } = useButton({ 'aria-label': label, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(buttonProps, hoverProps)}
      ref={(element) => {
        ref.current = element;
        buttonRef(element);
      }}
      // Roving tab stop: only the selected thumbnail is in the Tab order; arrows reach the others.
      tabIndex={isSelected ? 0 : -1}
      aria-current={isSelected || undefined}
      className={styles.thumbnail}
      data-hovered={isHovered || undefined}
    >
      {/* The button's name says which image it shows; the picture itself is decorative here. */}
      <Image
        sources={image.sources}
        alt=""
        width={200}
        height={200}
        sizes="48px"
        className={styles.thumbnailImage}
      />
    </button>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="1.75"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
