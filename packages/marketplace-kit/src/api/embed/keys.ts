/** SWR keys of the signed-in user's partner allowances. */
export const embedKeys = {
  allowance: (userId: number, origin: string) => ['embed', 'allowance', userId, origin] as const,
};
