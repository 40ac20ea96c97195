import { useState, type ComponentType, type SyntheticEvent } from 'react';
import { codeOnIntent } from '#widgets/shared/codeOnIntent.ts';
import { chromeTexts as englishChromeTexts } from '../AppShell/chromeTexts.ts';
import type { AccountMenuHandOver, AccountMenuProps } from './AccountMenu.tsx';
import * as styles from './Header.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

const useAccountMenuCode = codeOnIntent<ComponentType<AccountMenuProps>>(() =>
  import('./AccountMenu.tsx').then((module) => module.AccountMenu),
);

/**
 * Fetches the menu's code now, so that slots mounted afterwards render the real menu from the start. Tests that press
 * the avatar preload it, as a pointer over the button does in a browser: Testing Library's events go to the element
 * they are given, not to the one under the pointer, so a stand-in replaced by the real menu between the pointer over it
 * and the press would miss the press there, where a browser hands it to the menu.
 */
export const preloadAccountMenu = useAccountMenuCode.preload;

/**
 * The signed-in user's avatar button. The menu behind it (menu, popover, drawer and their styles) loads on the first
 * sign of intent on the button (a pointer over it, focus, a press), not when the header first renders: evaluating
 * that chunk and applying its stylesheets was a long task in the first seconds of every signed-in page. Until it
 * arrives the button is a plain one with the same look and name; focus and a press made meanwhile are handed over to
 * the real trigger (AccountMenu's `handOver`). When the code could not load (offline, a flaky network), a press waiting
 * for it says so under the header and is dropped; the button keeps focus, and the next intent on it tries again.
 */
export function AccountMenuSlot(props: Omit<AccountMenuProps, 'handOver'>) {
  const t = useTexts('shellChrome', englishChromeTexts);
  // One object for the life of the slot, filled by the events on the placeholder and read by the menu once.
  const [handOver] = useState<AccountMenuHandOver>(() => ({ focus: false, open: false, container: null }));
  // A press the menu could not honour is reported (below), not replayed when a later intent loads the menu.
  const [AccountMenu, loadMenu, failures] = useAccountMenuCode(() =>
    Object.assign(handOver, { open: false }),
  );
  if (AccountMenu) return <AccountMenu {...props} handOver={handOver} />;

  const load = (event: SyntheticEvent<HTMLElement>, change: Partial<AccountMenuHandOver> = {}) => {
    Object.assign(handOver, { container: event.currentTarget.parentElement }, change);
    loadMenu(handOver.open);
  };
  return (
    <>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={t.accountMenu}
        aria-haspopup={props.isCompact ? 'dialog' : 'menu'}
        aria-expanded={false}
        onPointerOver={(event) => load(event)}
        onFocus={(event) => load(event, { focus: true })}
        // Focus moving elsewhere cancels the hand-over; losing it because the button was replaced does not.
        onBlur={(event) => event.relatedTarget && load(event, { focus: false })}
        // A press that starts here opens the menu once it arrives, also when the pointer is released on the real one.
        onPointerDown={(event) => load(event, { open: true })}
        onClick={(event) => load(event, { open: true })}
      >
        <img className={styles.avatar} src={props.user.avatarUrl} alt="" width={32} height={32} />
      </button>
      {failures > 0 && (
        <p key={failures} role="alert" className={styles.menuNotLoaded}>
          {t.accountMenuNotLoaded}
        </p>
      )}
    </>
  );
}
