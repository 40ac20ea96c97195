import { Button, Drawer, Link } from '@momento/ui';
import { useState, type ReactNode } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import {
  accountTexts as englishTexts,
  ACCOUNT_MENU,
  BECOME_SELLER_ENTRY,
  currentMenuEntry,
  type AccountMenuEntry,
} from '../accountTexts.ts';
import * as styles from './AccountLayout.css.ts';

export interface AccountLayoutViewProps {
  /** The current location (path and query): marks the current page and closes the small-screen menu on change. */
  location: string;
  /**
   * Shows 'Become a seller' (users without any seller permission entry).
   * @default false
   */
  showBecomeSeller?: boolean;
  /**
   * Small screens: the menu is a button at the bottom of the viewport opening a side drawer, instead of the left menu.
   * @default false
   */
  isCompact?: boolean;
  /** The account page. */
  children?: ReactNode;
}

function MenuLinks({
  entries,
  current,
}: {
  entries: readonly AccountMenuEntry[];
  current: AccountMenuEntry | undefined;
}) {
  const t = useTexts('account', englishTexts);
  return (
    <ul className={styles.menuList}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <Link
            href={entry.href}
            className={styles.menuLink}
            aria-current={entry === current ? 'page' : undefined}
          >
            {t[entry.textId]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The account area's frame: the account menu beside the page from medium screens up,
 * and on small screens a menu button at the bottom of the viewport that opens the menu in a drawer, which closes
 * when the location changes. The current page's entry carries `aria-current="page"`.
 */
export function AccountLayoutView({
  location,
  showBecomeSeller = false,
  isCompact = false,
  children,
}: AccountLayoutViewProps) {
  const t = useTexts('account', englishTexts);
  const entries = showBecomeSeller ? [BECOME_SELLER_ENTRY, ...ACCOUNT_MENU] : ACCOUNT_MENU;
  const current = currentMenuEntry(location, entries);
  // The drawer is open for the location it was opened on, so a navigation closes it.
  const [drawerLocation, setDrawerLocation] = useState<string | null>(null);
  const isDrawerOpen = drawerLocation === location;
  return (
    <div className={styles.layout}>
      {isCompact ? (
        <div className={styles.compactBar}>
          <Button
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onPress={() => setDrawerLocation(location)}
          >
            {current ? `${t.openMenu}: ${t[current.textId]}` : t.openMenu}
          </Button>
          <Drawer
            title={t.openMenu}
            isOpen={isDrawerOpen}
            onOpenChange={(isOpen) => setDrawerLocation(isOpen ? location : null)}
          >
            <nav aria-label={t.navigation}>
              <MenuLinks entries={entries} current={current} />
            </nav>
          </Drawer>
        </div>
      ) : (
        <nav aria-label={t.navigation} className={styles.sideNav}>
          <MenuLinks entries={entries} current={current} />
        </nav>
      )}
      <div className={styles.page}>{children}</div>
    </div>
  );
}
