import { Carousel } from '@momento/ui';
import type { ReactNode } from 'react';
import { chromeTexts as t } from '../../shell/AppShell/chromeTexts.ts';

/** The ui Carousel for the featured tickets (1 / 2 / 3 slides at the spec's breakpoints); loaded after the home chunk. */
export function FeaturedCarousel({ children }: { children: ReactNode }) {
  return (
    <Carousel aria-label={t.featuredTickets} formatSlideLabel={(n, total) => `Ticket ${n} of ${total}`}>
      {children}
    </Carousel>
  );
}
