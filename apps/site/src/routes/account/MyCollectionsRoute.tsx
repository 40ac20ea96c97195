import { MyCollections } from '@momento/marketplace-kit';

/** /account/mycollection: the seller's collections with Add, Edit and Delete. */
export function Component() {
  return <MyCollections />;
}
