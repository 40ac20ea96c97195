import { CollectionDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /collections/{id} */
export function Component() {
  const { id = '' } = useParams();
  return <CollectionDetail key={id} collectionId={id} />;
}
