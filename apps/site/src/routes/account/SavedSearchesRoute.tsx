import { SavedSearches } from '@momento/marketplace-kit';

/** /account/searches: the buyer's saved searches and their alerts; Run opens /tickets with the filters. */
export function Component() {
  return <SavedSearches />;
}
