/** SWR keys of the signed-in user's partner allowances. */
export const embedKeys = {
  all: ['embed'] as const,
  allowance: (userId: number, origin: string) => ['embed', 'allowance', userId, origin] as const,
  /** The account area's list of the partner sites the user allows. */
  sites: (userId: number) => ['embed', 'sites', userId] as const,
};
