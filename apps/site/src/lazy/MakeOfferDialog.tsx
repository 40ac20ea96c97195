// The Make Offer dialog in a chunk of its own: loaded when a visitor opens it, not with every ticket page.
export { MakeOfferDialog as default } from '@momento/marketplace-kit';
