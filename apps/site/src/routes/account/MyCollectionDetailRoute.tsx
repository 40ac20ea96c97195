import { MyCollectionDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /account/mycollection/{id}: the collection's tickets with Remove each, and a Back link. */
export function Component() {
  const { id = '' } = useParams();
  return <MyCollectionDetail key={id} collectionId={id} />;
}
