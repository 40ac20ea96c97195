import { Children, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { mergeProps, useButton, useHover, useKeyboard } from 'react-aria';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { mediaQueries } from '../theme/tokens.ts';
import * as styles from './Carousel.css.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import { uiText } from '../Provider/UITexts.tsx';

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD = 40;

export interface CarouselProps {
  /** Accessible name of the carousel ("Featured events"). */
  'aria-label': string;
  /** The slides, one element each. */
  children: ReactNode;
  /**
   * Accessible name of the previous button.
   * @default 'Previous', the `UITexts` `previous` text
   */
  previousLabel?: string;
  /**
   * Accessible name of the next button.
   * @default 'Next', the `UITexts` `next` text
   */
  nextLabel?: string;
  /**
   * Accessible name of each slide.
   * @default (n, m) => `${n} of ${m}`, the `UITexts` `slide` text
   */
  formatSlideLabel?: (n: number, total: number) => string;
  /** The first visible slide (controlled, 0-based). */
  index?: number;
  /**
   * The first visible slide at first (uncontrolled, 0-based).
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the new first visible slide. */
  onIndexChange?: (index: number) => void;
  /** Extra class name. */
  className?: string;
}

/**
 * A carousel (WAI-ARIA APG pattern): shows 1 slide under 600 px, 2 from 600 px and 3 from 1000 px.
 * Previous/next buttons, Left/Right arrow keys while focus is inside, and pointer swipes move one slide.
 * Slides out of view are `inert`, so Tab only reaches what is visible. Never rotates by itself.
 */
export function Carousel({
  'aria-label': ariaLabel,
  children,
  previousLabel = uiText('previous'),
  nextLabel = uiText('next'),
  formatSlideLabel = uiText('slide'),
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const isTablet = useMediaQuery(mediaQueries.tablet);
  const isDesktop = useMediaQuery(mediaQueries.desktop);
  const perView = isDesktop ? 3 : isTablet ? 2 : 1;
  const maxIndex = Math.max(0, slides.length - perView);

  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const index = Math.min(controlledIndex ?? ownIndex, maxIndex);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  // Set when a key moved the slides while focus was in one: that slide may now be inert (which drops
  // focus), so focus moves to the first visible slide instead.
  const focusAfterMove = useRef(false);
  const goTo = (next: number, { fromKeyboard = false } = {}) => {
    const clamped = Math.min(Math.max(next, 0), maxIndex);
    if (clamped === index) {
      return;
    }
    focusAfterMove.current = fromKeyboard;
    setOwnIndex(clamped);
    onIndexChange?.(clamped);
  };
  useEffect(() => {
    if (focusAfterMove.current) {
      focusAfterMove.current = false;
      slideRefs.current[index]?.focus();
    }
  }, [index]);

  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      const isField = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      const isInSlide =
        event.target instanceof Element && event.target.closest('[aria-roledescription="slide"]');
      // Arrow keys belong to form fields; on the buttons they would surprise (Enter/Space press them).
      if (!isField && isInSlide && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        event.preventDefault();
        goTo(index + (event.key === 'ArrowLeft' ? -1 : 1), { fromKeyboard: true });
        return;
      }
      event.continuePropagation();
    },
  });

  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) {
      return;
    }
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (delta <= -SWIPE_THRESHOLD) {
      goTo(index + 1);
    } else if (delta >= SWIPE_THRESHOLD) {
      goTo(index - 1);
    }
  };

  const firstShown = index + 1;
  const lastShown = Math.min(index + perView, slides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      {...keyboardProps}
      data-per-view={perView}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className={styles.track}
          style={assignInlineVars({ [styles.indexVar]: String(index) })}
          aria-live="polite"
        >
          {slides.map((slide, slideIndex) => {
            const isVisible = slideIndex >= index && slideIndex < index + perView;
            return (
              <div
                key={slideIndex}
                ref={(element) => {
                  slideRefs.current[slideIndex] = element;
                }}
                // Focusable by script only, so keyboard moves can keep focus inside the carousel.
                tabIndex={-1}
                role="group"
                aria-roledescription="slide"
                aria-label={formatSlideLabel(slideIndex + 1, slides.length)}
                className={styles.slide}
                inert={!isVisible}
                data-visible={isVisible || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > perView && (
        <div className={styles.controls}>
          <span className={styles.status} aria-hidden="true">
            {firstShown === lastShown ? firstShown : `${firstShown}–${lastShown}`} / {slides.length}
          </span>
          <NavButton
            label={previousLabel}
            isDisabled={index === 0}
            onPress={() => goTo(index - 1)}
            direction="previous"
          />
          <NavButton
            label={nextLabel}
            isDisabled={index >= maxIndex}
            onPress={() => goTo(index + 1)}
            direction="next"
          />
        </div>
      )}
    </section>
  );
}

function NavButton({
  label,
  isDisabled,
  onPress,
  direction,
}: {
  label: string;
  isDisabled: boolean;
  onPress: () => void;
  direction: 'previous' | 'next';
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // aria-disabled instead of disabled: a disabled button loses focus the moment the last slide shows.
  const { buttonProps } = useButton({ 'aria-label': label, onPress: isDisabled ? undefined : onPress }, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <button
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      aria-disabled={isDisabled || undefined}
      className={styles.navButton}
      data-hovered={isHovered || undefined}
      data-disabled={isDisabled || undefined}
    >
      <svg className={styles.navIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
          stroke="currentColor"
          strokeWidth="1.75"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
