export const sellerCollectionKeys = {
  /** My Collections; under the collections key so that ticket changes read it again. */
  mine: () => ['collections', 'mine'] as const,
  /** The tickets of one of my collections. */
  tickets: (collectionId: number) => ['collections', 'mine', 'tickets', collectionId] as const,
};
