import { CollectionList } from '@momento/marketplace-kit';
import { useRequireLogin } from './useBrowseProps.ts';

/** /collections */
export function Component() {
  return <CollectionList onRequireLogin={useRequireLogin()} />;
}
