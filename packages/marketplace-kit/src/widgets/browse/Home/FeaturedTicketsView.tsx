import type { Ticket } from '@momento/contract';
import { Link } from '@momento/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ShellSpinner } from '../../shell/AppShell/ShellButton.tsx';
import { emptyTexts as englishEmptyTexts } from '#texts.ts';
import { chromeTexts as englishChromeTexts } from '../../shell/AppShell/chromeTexts.ts';
import * as home from './Home.css.ts';
import * as styles from './FeaturedTickets.css.ts';
import type * as CarouselChunk from './FeaturedCarousel.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

// The carousel's controls (react-aria buttons and keyboard handling) load in a chunk of their own; until then the
// same cards show in a scroll-snapping row with the same 1 / 2 / 3 layout, so the home route's initial JS stays in
// budget and nothing moves when the carousel arrives.
type CarouselModule = typeof CarouselChunk;
let carouselChunk: Promise<CarouselModule> | null = null;
const loadCarousel = () => (carouselChunk ??= import('./FeaturedCarousel.tsx'));
const FeaturedCarousel = lazy(() => loadCarousel().then((module) => ({ default: module.FeaturedCarousel })));

/**
 * Starts loading the carousel's chunk (once; later calls reuse the request). A host calls it when the home route
 * starts loading (the site's HomeRoute does), and the connected `FeaturedTickets` at its first render, so the chunk is
 * there when the tickets arrive and the cards render once, in the carousel, instead of in the fallback row and again.
 * Importing this module loads nothing: views stay free of side effects (Storybook, tests). A failed preload is ignored here; the carousel's own load reports it.
 */
export function preloadFeaturedCarousel(): void {
  void loadCarousel().catch(() => undefined);
}

/** Cards that can be on the first screen (up to three side by side) load their image at once; the rest lazily. */
const EAGER_CARDS = 3;

function Card({ ticket, position, action }: { ticket: Ticket; position: number; action?: ReactNode }) {
  const format = useFormat();
  const t = useTexts('shellChrome', englishChromeTexts);
  const eager = position < EAGER_CARDS;
  const name = (
    <h3 className={styles.name}>
      {/* Tickets open in a new tab from lists. */}
      <Link href={`/tickets/${ticket.product_id}`} isExternal externalLabel={t.opensInNewTab}>
        {ticket.listing_name}
      </Link>
    </h3>
  );
  return (
    <article className={styles.card}>
      {ticket.image ? (
        <img
          className={styles.image}
          src={ticket.image.image_400}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first card's image is the largest thing on a phone's first screen.
          fetchPriority={position === 0 ? 'high' : 'auto'}
          width={400}
          height={225}
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {action ? (
          <div className={styles.nameRow}>
            {name}
            {action}
          </div>
        ) : (
          name
        )}
        <p className={styles.meta}>{ticket.event_name}</p>
        <p className={styles.meta}>{format.date(ticket.date)}</p>
        <p className={styles.price}>
          {String(ticket.isSale) === '0'
            ? t.notForSale
            : format.money(ticket.cost, { fallback: t.notForSale })}
        </p>
      </div>
    </article>
  );
}

export interface FeaturedTicketsViewProps {
  /** Tickets requested with is_featured. @default [] */
  tickets?: readonly Ticket[];
  /** @default false */
  isLoading?: boolean;
  /** Rendered beside each card's name: the app's per-ticket action (the compact Watch button). */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** 'Featured Tickets': 1 item under 600 px, 2 at 600 px, 3 at 1000 px; 'No Tickets found'. */
export function FeaturedTicketsView({
  tickets = [],
  isLoading = false,
  ticketAction,
}: FeaturedTicketsViewProps) {
  const emptyTexts = useTexts('empty', englishEmptyTexts);
  const t = useTexts('shellChrome', englishChromeTexts);
  return (
    // Not a labelled region itself: the carousel is the region named 'Featured Tickets'.
    <div className={home.section}>
      <h2 className={home.sectionTitle}>{t.featuredTickets}</h2>
      {isLoading ? (
        // A card-shaped placeholder with room for the carousel's controls: the lists below do not move when the
        // tickets arrive (layout shift).
        <div className={styles.loading}>
          <div className={styles.placeholderTrack} aria-hidden="true">
            <div className={styles.placeholderSlide}>
              <div className={styles.card}>
                <div className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.name}>&nbsp;</p>
                  <p className={styles.meta}>&nbsp;</p>
                  <p className={styles.meta}>&nbsp;</p>
                  <p className={styles.price}>&nbsp;</p>
                </div>
              </div>
            </div>
          </div>
          <div className={styles.controlsSpace} />
          <div className={styles.spinnerOver}>
            <ShellSpinner label={t.featuredTickets} />
          </div>
        </div>
      ) : tickets.length === 0 ? (
        <p className={home.empty}>{emptyTexts.noTicketsHome}</p>
      ) : (
        <Suspense
          fallback={
            // Laid out like the placeholder and the carousel (cards, then the controls' row), so that the carousel
            // arriving after the tickets moves nothing below it.
            <div className={styles.loading}>
              <ul className={styles.track} aria-label={t.featuredTickets}>
                {tickets.map((ticket, position) => (
                  <li key={ticket.product_id} className={styles.slide}>
                    <Card ticket={ticket} position={position} action={ticketAction?.(ticket)} />
                  </li>
                ))}
              </ul>
              <div className={styles.controlsSpace} />
            </div>
          }
        >
          <FeaturedCarousel>
            {tickets.map((ticket, position) => (
              <Card
                key={ticket.product_id}
                ticket={ticket}
                position={position}
                action={ticketAction?.(ticket)}
              />
            ))}
          </FeaturedCarousel>
        </Suspense>
      )}
    </div>
  );
}
