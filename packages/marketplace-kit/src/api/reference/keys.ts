import type { OperationQuery } from '@momento/contract';

/** SWR keys of reference data. Each provider has its own cache, so keys need no API base. */
export const referenceKeys = {
  all: ['reference'] as const,
  genres: (query: OperationQuery<'genres'> = {}) => ['reference', 'genres', query] as const,
  subGenres: (query: OperationQuery<'subGenres'> = {}) => ['reference', 'subGenres', query] as const,
  venues: (query: OperationQuery<'venues'> = {}) => ['reference', 'venues', query] as const,
  teams: (query: OperationQuery<'teams'> = {}) => ['reference', 'teams', query] as const,
  artists: (query: OperationQuery<'artists'> = {}) => ['reference', 'artists', query] as const,
  events: (query: Omit<OperationQuery<'events'>, 'page'> = {}) => ['reference', 'events', query] as const,
  masterData: () => ['reference', 'masterData'] as const,
  metaContents: (query: OperationQuery<'metaContents'> = {}) => ['reference', 'metaContents', query] as const,
  agreement: () => ['reference', 'agreement'] as const,
  paymentConfig: () => ['reference', 'paymentConfig'] as const,
  popularSearches: () => ['reference', 'popular', 'searches'] as const,
  popularEvents: () => ['reference', 'popular', 'events'] as const,
  popularTeams: () => ['reference', 'popular', 'teams'] as const,
};
