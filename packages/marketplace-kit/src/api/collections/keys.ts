import type { OperationQuery } from '@momento/contract';

export type CollectionFilters = Omit<OperationQuery<'collections'>, 'page'>;

export const collectionKeys = {
  all: ['collections'] as const,
  list: (filters: CollectionFilters = {}) => ['collections', 'list', filters] as const,
  tickets: (collectionId: number) => ['collections', 'tickets', collectionId] as const,
};
