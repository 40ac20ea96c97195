import { CollectionDetail } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { FollowProps } from '../lazy/Follow.tsx';
import { loadInOwnTask } from '../pageChunk.ts';

// Watch, loaded when first shown (lazy/Follow.tsx); nothing shows while it loads.
const FollowChunk = lazy(() => loadInOwnTask(() => import('../lazy/Follow.tsx')));
const Follow = (props: FollowProps) => (
  <Suspense fallback={null}>
    <FollowChunk {...props} />
  </Suspense>
);

/** /collections/{id}: Watch for the collection and a heart on each of its ticket cards. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <CollectionDetail
      key={id}
      collectionId={id}
      collectionAction={(collection) => <Follow kind="collection" collection={collection} />}
      ticketAction={(ticket) => <Follow kind="ticketCard" ticket={ticket} />}
    />
  );
}
