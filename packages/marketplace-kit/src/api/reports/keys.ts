/** SWR keys of the signed-in user's reports. */
export const reportKeys = {
  all: ['reports'] as const,
  rooms: () => ['reports', 'rooms'] as const,
  types: () => ['reports', 'types'] as const,
  sellerTypes: () => ['reports', 'sellerTypes'] as const,
  thread: (roomId: number) => ['reports', 'thread', roomId] as const,
};

/** True for every key of this resource. */
export const isReportKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'reports';
