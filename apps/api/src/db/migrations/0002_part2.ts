/**
 * Indexes for the reservation sweep and the account lists (cart, checkout, orders, account). Additive only;
 * the tables themselves are in 0001_initial.
 */
export const statements: string[] = [
  // The sweep (src/domain/reservations.ts) finds expired live cart lines without scanning history.
  `CREATE INDEX cart_items_expiry_idx ON cart_items (expires_at) WHERE released_at IS NULL`,
  // Checkouts containing a released cart line expire with it.
  `CREATE INDEX checkout_items_cart_item_idx ON checkout_items (cart_item_id)`,
  // Ratings and reviews by sub-order (order views) and the seller's incoming ratings.
  `CREATE INDEX ratings_sub_order_idx ON ratings (sub_order_id)`,
  `CREATE INDEX reviews_sub_order_idx ON reviews (sub_order_id)`,
  // Offer threads containing a ticket (dropped when the ticket leaves the marketplace).
  `CREATE INDEX offer_items_entry_idx ON offer_items (offer_entry_id)`,
  // A user's rooms, newest activity first.
  `CREATE INDEX rooms_last_message_idx ON rooms (last_message_at DESC NULLS LAST, id DESC)`,
];
