export const sellerTicketKeys = {
  /** My Tickets; under the products key so that anything that changes tickets reads it again. */
  mine: () => ['products', 'mine'] as const,
};

/** Every ticket list and detail (public and own) and every collection: what a ticket change may touch. */
export const isTicketKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'products' || key[0] === 'collections');
