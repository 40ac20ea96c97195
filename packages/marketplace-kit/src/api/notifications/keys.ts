/** SWR keys of the signed-in user's notifications and e-mail preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
  /** The centre's first page with the unread count (the header bell). */
  centre: () => ['notifications', 'centre'] as const,
};
