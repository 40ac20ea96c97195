/** SWR keys of the signed-in user's rooms and messages. */
export const messageKeys = {
  all: ['messages'] as const,
  rooms: () => ['messages', 'rooms'] as const,
  room: (roomId: number) => ['messages', 'room', roomId] as const,
  thread: (roomId: number) => ['messages', 'thread', roomId] as const,
  unread: () => ['messages', 'unread'] as const,
};

/** True for every key of this resource (revalidation after a live event or a send). */
export const isMessageKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'messages';
