/**
 * Texts of the seller's reputation (ours: the averages of the three rating parts, as eBay's feedback and StubHub's
 * seller rating show them) and of the public reviews about a seller. Apart from the browsing texts: only the pages
 * and chunks that show a reputation carry them.
 */
export const sellerReputationTexts = {
  sellerRating: 'Seller rating',
  loadingSellerRating: 'Loading the seller rating',
  newSeller: 'New seller',
  ratingCommunication: 'Communication',
  ratingDescription: 'Description',
  ratingShipping: 'Shipping',
  outOfFive: (label: string, value: string) => `${label} ${value} out of 5`,
  reviewCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  sellerReviewsHeading: (name: string) => `Reviews of ${name}`,
  sellerReviewsFallbackHeading: 'Seller reviews',
  sellerReviewsList: 'Reviews',
} as const;
