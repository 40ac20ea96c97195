import { Link } from '@momento/ui';
import { chromeTexts as englishChromeTexts } from '../AppShell/chromeTexts.ts';
import * as styles from './Footer.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

const socialLinks = (t: typeof englishChromeTexts) => [
  { name: t.social.facebook, path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: t.social.twitter, path: 'M4 4l16 16M20 4L4 20' },
  {
    name: t.social.instagram,
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  },
  {
    name: t.social.youtube,
    path: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z',
  },
];

/**
 * The footer: About, Terms & Conditions, Privacy Policy, social icons and the copyright
 * notice dated 2022. The spec gives the social links no targets; they point at '#' and keep an accessible name.
 */
export function Footer() {
  const t = useTexts('shellChrome', englishChromeTexts);
  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        <nav aria-label={t.footerNavigation}>
          <ul className={styles.list}>
            <li>
              <Link href="/about" tone="neutral">
                {t.about}
              </Link>
            </li>
            <li>
              <Link href="/termscondition" tone="neutral">
                {t.termsAndConditions}
              </Link>
            </li>
            <li>
              <Link href="/policy" tone="neutral">
                {t.privacyPolicy}
              </Link>
            </li>
          </ul>
        </nav>
        <ul className={styles.list} aria-label={t.socialLinks}>
          {socialLinks(t).map((item) => (
            <li key={item.name}>
              {/* Empty links (the spec gives no targets): '#' keeps them focusable; the label names them. */}
              {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec's social links are empty on purpose */}
              <a
                className={styles.social}
                href="#"
                aria-label={item.name}
                onClick={(event) => event.preventDefault()}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={item.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>{t.copyright}</p>
    </footer>
  );
}
