/** SWR keys of the signed-in seller's own data. */
export const sellerKeys = {
  all: ['seller'] as const,
  payment: () => ['seller', 'payment'] as const,
};
