import { Link } from '@momento/ui';
import { ShellButton } from '../AppShell/ShellButton.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatCount } from '#format/formatCount.ts';
import { chromeTexts as englishChromeTexts } from '../AppShell/chromeTexts.ts';
import { AccountMenuSlot } from './AccountMenuSlot.tsx';
import * as styles from './Header.css.ts';
import type { HeaderUser } from './headerUser.ts';
import { CartIcon, SearchIcon } from './icons.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

/** The main navigation, in order, named by `nav` (the provider's `shellChrome.nav`). */
const mainNavigation = (nav: typeof englishChromeTexts.nav) =>
  [
    { href: '/home', label: nav.home },
    { href: '/teamArtist', label: nav.teamArtist },
    { href: '/genre', label: nav.genre },
    { href: '/venue', label: nav.venue },
    { href: '/momentHistory', label: nav.momentsInHistory },
    { href: '/collections', label: nav.collections },
  ] as const;

/** The main navigation, in order (English). */
export const MAIN_NAVIGATION = mainNavigation(englishChromeTexts.nav);

export interface HeaderViewProps {
  /** The signed-in user, or null for a visitor (then a Login button shows). */
  user: HeaderUser | null;
  /** Items in the cart; the badge shows '10+' above 10. @default 0 */
  cartCount?: number;
  /** The current location: the side menu closes when it changes; the current nav link is marked. */
  location: string;
  /** Small screens: the avatar opens a side menu instead of a dropdown. @default false */
  isCompact?: boolean;
  /** The search box's starting text (the `q` of /tickets). @default '' */
  defaultQuery?: string;
  /** Search submitted (the connected header sends it to /tickets?q=...). */
  onSearch: (query: string) => void;
  onLogin: () => void;
  onLogout: () => void;
  onProfile: () => void;
  /** Cart icon pressed (goes to /mycart or opens the login dialog). */
  onCart: () => void;
  /** LogOut is running. @default false */
  isLoggingOut?: boolean;
  /** Before the cart: the connected header's unread messages badge (signed in). */
  messages?: ReactNode;
}

function isCurrent(location: string, href: string): boolean {
  const path = location.split(/[?#]/)[0] ?? '';
  if (href === '/home') return path === '/' || path === '/home';
  return path === href || path.startsWith(`${href}/`);
}

/** Header: logo, search, Login or the avatar menu, cart icon with count, and the main navigation. */
export function HeaderView({
  user,
  cartCount = 0,
  location,
  isCompact = false,
  defaultQuery = '',
  onSearch,
  onLogin,
  onLogout,
  onProfile,
  onCart,
  isLoggingOut = false,
  messages = null,
}: HeaderViewProps) {
  const t = useTexts('shellChrome', englishChromeTexts);
  const [query, setQuery] = useState(defaultQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  const count = formatCount(cartCount);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t.homeLink}>
          {t.brand}
        </Link>
        <form role="search" className={`${styles.search} ${styles.searchForm}`} onSubmit={submit}>
          <input
            className={styles.searchInput}
            type="search"
            name="q"
            aria-label={t.search}
            placeholder={t.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ShellButton look="icon" type="submit" aria-label={t.search}>
            <SearchIcon />
          </ShellButton>
        </form>
        <div className={styles.actions}>
          {messages}
          <ShellButton
            look="icon"
            aria-label={`${t.cart}, ${count} items`}
            className={styles.cartButton}
            onClick={onCart}
          >
            <CartIcon />
            <span className={styles.badge} aria-hidden="true">
              {count}
            </span>
          </ShellButton>
          {!user ? (
            <ShellButton onClick={onLogin}>{t.login}</ShellButton>
          ) : (
            <AccountMenuSlot
              user={user}
              location={location}
              isCompact={isCompact}
              isLoggingOut={isLoggingOut}
              onProfile={onProfile}
              onLogout={onLogout}
            />
          )}
        </div>
      </div>
      <nav className={styles.nav} aria-label={t.mainNavigation}>
        <ul className={styles.navList}>
          {mainNavigation(t.nav).map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={isCurrent(location, item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
