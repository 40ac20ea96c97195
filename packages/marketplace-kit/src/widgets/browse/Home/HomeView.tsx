import { Link } from '@momento/ui';
import { ShellButton } from '../../shell/AppShell/ShellButton.tsx';
import { useId, type ReactNode } from 'react';
import { chromeTexts as englishChromeTexts } from '../../shell/AppShell/chromeTexts.ts';
import * as styles from './Home.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface HomeViewProps {
  /** The 'Featured Tickets' carousel. */
  featured: ReactNode;
  /** Popular searches, events and teams/artists. */
  popular: ReactNode;
  /** Sign-up calls to action are for logged-out visitors only (see docs/rules/permissions.md). @default false */
  isLoggedIn?: boolean;
  /** 'Sign Up Now' (opens the register dialog). */
  onSignUp: () => void;
}

/** Home: banner, featured tickets, popular lists, and 'Sell with us' for visitors. */
export function HomeView({ featured, popular, isLoggedIn = false, onSignUp }: HomeViewProps) {
  const t = useTexts('shellChrome', englishChromeTexts);
  const bannerTitleId = useId();
  const sellTitleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-labelledby={bannerTitleId}>
        <h1 id={bannerTitleId} className={styles.bannerTitle}>
          {t.bannerTitle}
        </h1>
        <p className={styles.bannerText}>{t.bannerText}</p>
        <Link href="/tickets" className={styles.bannerLink}>
          {t.browseTickets}
        </Link>
      </section>
      {featured}
      {popular}
      {isLoggedIn ? null : (
        <section className={styles.sell} aria-labelledby={sellTitleId}>
          <h2 id={sellTitleId} className={styles.sectionTitle}>
            {t.sellWithUs}
          </h2>
          <p className={styles.bannerText}>{t.sellWithUsText}</p>
          <ShellButton onClick={onSignUp}>{t.signUpNow}</ShellButton>
        </section>
      )}
    </div>
  );
}
