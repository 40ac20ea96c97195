import { Carousel } from '@momento/ui';
import type { ReactNode } from 'react';
import { chromeTexts as englishChromeTexts } from '../../shell/AppShell/chromeTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** The ui Carousel for the featured tickets (1 / 2 / 3 slides at the spec's breakpoints); loaded after the home chunk. */
export function FeaturedCarousel({ children }: { children: ReactNode }) {
  const t = useTexts('shellChrome', englishChromeTexts);
  return (
    <Carousel aria-label={t.featuredTickets} formatSlideLabel={(n, total) => `Ticket ${n} of ${total}`}>
      {children}
    </Carousel>
  );
}
