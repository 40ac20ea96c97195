import { useVenues } from '#api/reference/useVenues.ts';
import { emptyTexts } from '../browseTexts.ts';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { VenueListView } from './VenueListView.tsx';

/** /venue: venues by display_order ascending, requested without authentication (the route is public). */
export function VenueList() {
  const { data, error, isLoading } = useVenues();
  if (isLoading) return <LoadingState />;
  // Section 8: a failed filter-list load stops the spinner and the list stays empty.
  if (error) return <MessageState>{emptyTexts.noVenue}</MessageState>;
  return <VenueListView venues={data?.items ?? []} />;
}
