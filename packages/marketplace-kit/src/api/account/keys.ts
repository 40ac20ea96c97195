/** SWR keys of the signed-in user's account data. */
export const accountKeys = {
  all: ['account'] as const,
  user: () => ['account', 'user'] as const,
};
