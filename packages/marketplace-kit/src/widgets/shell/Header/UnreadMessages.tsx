import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import { useUnreadRooms } from '#api/messages/useMessaging.ts';
import { formatCount } from '#format/formatCount.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { ShellButton } from '../AppShell/ShellButton.tsx';
import * as styles from './Header.css.ts';
import { notificationTexts } from './notificationCentreTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** Our own wording: the product asks for an unread count badge in the header without a text. */
export const unreadTexts = { messages: notificationTexts.messagesUnread } as const;

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

/**
 * The header's unread badge (rooms' unread flags): how many of the user's rooms are unread, shown
 * when any is, going to /account/mymessages. Loaded with its own chunk once a user is signed in (the header is in
 * every page's first download); kept current by the live stream.
 */
export function UnreadMessages({ href = '/account/mymessages' }: { href?: string }) {
  const t = useTexts('notificationCentre', notificationTexts);
  const unread = useUnreadRooms();
  const navigation = useNavigation();
  useLiveEvents((event) => {
    if (event.type !== 'report' && event.type !== 'notification') void unread.mutate();
  });
  const count = unread.data ?? 0;
  if (count === 0) return null;
  const shown = formatCount(count);
  return (
    <ShellButton
      look="icon"
      aria-label={t.messagesUnread(shown)}
      className={styles.cartButton}
      onClick={() => navigation.navigate(href)}
    >
      <MailIcon />
      <span className={styles.badge} aria-hidden="true">
        {shown}
      </span>
    </ShellButton>
  );
}
