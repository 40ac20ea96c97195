import type { OfferListType } from '@momento/contract';

export const offerKeys = {
  all: ['offers'] as const,
  list: (type: OfferListType) => ['offers', 'list', type] as const,
  detail: (offerNo: string) => ['offers', 'detail', offerNo] as const,
  sellerTickets: (sellerId: number) => ['offers', 'sellerTickets', sellerId] as const,
};

/** Every offer list and thread: what a new offer, a counter or a status change alters. */
export const isOfferKey = (key: unknown) => Array.isArray(key) && key[0] === 'offers';
