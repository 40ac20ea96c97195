// Our own texts of the header's notification centre (the bell, the panel) and unread messages button; the widgets,
// their stories and tests share them.
/** Our own wording: the notification centre is a feature of ours. */
export const notificationTexts = {
  bell: (count: string) => (count === '0' ? 'Notifications' : `Notifications, ${count} unread`),
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty:
    'No notifications yet. We tell you here when something happens to your orders, offers, messages and reports.',
  failed: 'Notifications could not be loaded.',
  loading: 'Loading notifications',
  today: 'Today',
  yesterday: 'Yesterday',
  unread: 'Unread',
  /** The header's messages button (the product asks for an unread count badge without a text). */
  messagesUnread: (count: string) => `Messages, ${count} unread`,
} as const;
