import { VenueList } from '@momento/marketplace-kit';

/** /venue */
export function Component() {
  return <VenueList />;
}
