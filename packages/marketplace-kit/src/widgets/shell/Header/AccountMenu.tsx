import { Button, Drawer, Link, MenuItem, MenuTrigger, VisuallyHidden } from '@momento/ui';
import { useEffect, useState, type Key } from 'react';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { chromeTexts as englishChromeTexts } from '../AppShell/chromeTexts.ts';
import { accountMenuTexts as englishAccountMenuTexts, ADMIN_HREF } from './accountMenuTexts.ts';
import * as styles from './Header.css.ts';
import type { HeaderUser } from './headerUser.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** What the visitor did on the avatar before this menu's code arrived (AccountMenuSlot), and where the avatar sits. */
export interface AccountMenuHandOver {
  focus: boolean;
  open: boolean;
  container: HTMLElement | null;
}

export interface AccountMenuProps {
  user: HeaderUser;
  location: string;
  isCompact: boolean;
  isLoggingOut: boolean;
  onProfile: () => void;
  onLogout: () => void;
  /** Focus and a press made on the placeholder avatar, carried over to this menu's trigger once on mount. */
  handOver?: AccountMenuHandOver;
}

/**
 * The signed-in user's avatar: a dropdown with My Profile and LogOut; on small screens a
 * side menu with the user name and LogOut that closes on route change. An admin also gets 'Operator console'.
 */
export function AccountMenu({
  user,
  location,
  isCompact,
  isLoggingOut,
  onProfile,
  onLogout,
  handOver,
}: AccountMenuProps) {
  const accountMenuTexts = useTexts('accountMenu', englishAccountMenuTexts);
  const t = useTexts('shellChrome', englishChromeTexts);
  // The side menu is open for the location it was opened on, so a route change closes it.
  const [drawerLocation, setDrawerLocation] = useState<string | null>(null);
  const isDrawerOpen = drawerLocation === location;
  const navigation = useNavigation();
  // The admin area's entry is for admins only; anyone else who opens /admin gets the 404 page and 403s from the API.
  const isAdmin = useSession().user?.is_admin === 1;
  useEffect(() => {
    const trigger = handOver?.container?.querySelector<HTMLButtonElement>(
      `button[aria-label="${t.accountMenu}"]`,
    );
    if (!handOver || !trigger) return;
    if (handOver.focus && (document.activeElement === null || document.activeElement === document.body))
      trigger.focus();
    if (handOver.open) trigger.click();
    // Once, when the menu replaces the placeholder: a later change of the props is no hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const avatar = <img className={styles.avatar} src={user.avatarUrl} alt="" width={32} height={32} />;
  if (isCompact) {
    return (
      <>
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={t.accountMenu}
          aria-haspopup="dialog"
          aria-expanded={isDrawerOpen}
          onClick={() => setDrawerLocation(location)}
        >
          {avatar}
        </button>
        <Drawer
          title={t.accountMenu}
          placement="end"
          isOpen={isDrawerOpen}
          onOpenChange={(isOpen) => setDrawerLocation(isOpen ? location : null)}
        >
          <div className={styles.drawerBody}>
            <p className={styles.drawerUser}>
              {avatar}
              <span>{user.name}</span>
            </p>
            <Link href="/account" variant="standalone">
              {t.myProfile}
            </Link>
            {isAdmin ? (
              <Link href={ADMIN_HREF} variant="standalone">
                {accountMenuTexts.operatorConsole}
              </Link>
            ) : null}
            <Button variant="outline" isPending={isLoggingOut} onPress={onLogout}>
              {t.logOut}
            </Button>
          </div>
        </Drawer>
      </>
    );
  }
  return (
    <MenuTrigger
      aria-label={t.accountMenu}
      trigger={
        <button type="button" className={styles.avatarButton} aria-label={t.accountMenu}>
          {avatar}
          <VisuallyHidden>{user.name}</VisuallyHidden>
        </button>
      }
      onAction={(key: Key) => {
        if (key === 'profile') onProfile();
        else if (key === 'console') navigation.navigate(ADMIN_HREF);
        else onLogout();
      }}
    >
      <MenuItem key="profile">{t.myProfile}</MenuItem>
      {isAdmin ? <MenuItem key="console">{accountMenuTexts.operatorConsole}</MenuItem> : null}
      <MenuItem key="logout">{t.logOut}</MenuItem>
    </MenuTrigger>
  );
}
