import type { Notification } from '@momento/contract';
import { Drawer } from '@momento/ui';
import { useState } from 'react';
import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '#api/notifications/useNotifications.ts';
import { formatCount } from '#format/formatCount.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { ShellButton } from '../AppShell/ShellButton.tsx';
import * as styles from './Header.css.ts';
import { NotificationCentreView } from './NotificationCentreView.tsx';
import { notificationTexts as englishNotificationTexts } from './notificationCentreTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

function BellIcon() {
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
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell (ours): the unread count of the user's notifications, kept current by the live stream, opening
 * the notification centre in a side panel. Choosing an entry marks it read and goes to its page. Loaded with its own
 * chunk once a user is signed in, like the unread messages badge.
 */
export function NotificationBell() {
  const centre = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigation = useNavigation();
  const [isOpen, setOpen] = useState(false);
  const notificationTexts = useTexts('notificationCentre', englishNotificationTexts);
  useLiveEvents((event) => {
    if (event.type === 'notification' || event.type === 'poll' || event.type === 'resync')
      void centre.mutate();
  });
  const count = centre.data?.unread_count ?? 0;
  const shown = formatCount(count);
  const open = (notification: Notification) => {
    setOpen(false);
    if (notification.read_at === null) void markRead.run(notification.id);
    navigation.navigate(notification.link);
  };
  return (
    <>
      <ShellButton
        look="icon"
        aria-label={notificationTexts.bell(count ? shown : '0')}
        className={styles.cartButton}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </ShellButton>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title={notificationTexts.title} placement="end">
        <NotificationCentreView
          items={centre.data?.items}
          unreadCount={count}
          isLoading={centre.isLoading}
          isError={Boolean(centre.error)}
          isMarkingAll={markAll.isPending}
          onOpen={open}
          onMarkAllRead={() => void markAll.run()}
        />
      </Drawer>
    </>
  );
}
