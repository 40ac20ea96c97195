import { CollectionDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { watchCollection, watchTicketCard } from './Follow.tsx';

/** /collections/{id}: Watch for the collection and on each ticket card. */
export function Component() {
  const { id = '' } = useParams();
  return <CollectionDetail key={id} collectionId={id} collectionAction={watchCollection} ticketAction={watchTicketCard} />;
}
