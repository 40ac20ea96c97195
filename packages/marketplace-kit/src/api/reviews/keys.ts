export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => ['reviews', 'mine'] as const,
  /** A seller's reputation (under 'reviews': a new rating reads it again). */
  sellerReputation: (sellerId: number) => ['reviews', 'sellerReputation', sellerId] as const,
  /** The public list of what buyers wrote about a seller. */
  aboutSeller: (sellerId: number) => ['reviews', 'aboutSeller', sellerId] as const,
};
