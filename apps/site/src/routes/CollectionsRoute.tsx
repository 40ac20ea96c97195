import { CollectionList } from '@momento/marketplace-kit';
import { useRequireLogin } from '../navigation.tsx';

/** /collections */
export function Component() {
  return <CollectionList onRequireLogin={useRequireLogin()} />;
}
