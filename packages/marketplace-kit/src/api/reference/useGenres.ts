import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getGenres } from './getGenres.ts';
import { referenceKeys } from './keys.ts';

/** Genres with sub-genres, sorted by display_order. */
export function useGenres(query: OperationQuery<'genres'> = {}): SWRResponse<OperationReply<'genres'>> {
  const client = useClient();
  return useSWR(referenceKeys.genres(query), ([, , q]) =>
    getGenres(client, q).then((reply) => ({
      ...reply,
      items: [...reply.items].sort((a, b) => a.display_order - b.display_order),
    })),
  );
}
