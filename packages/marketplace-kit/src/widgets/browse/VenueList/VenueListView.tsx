import type { Venue } from '@momento/contract';
import { Card, Link, Stack } from '@momento/ui';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { MessageState } from '../../shared/LoadState.tsx';

export interface VenueListViewProps {
  /** Venues by display_order ascending. */
  venues: readonly Venue[];
}

/** /venue: each venue links to its moments, /momentHistory?venue={id}. */
export function VenueListView({ venues }: VenueListViewProps) {
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>{browseTexts.venuesHeading}</h1>
      {venues.length === 0 ? (
        <MessageState>{emptyTexts.noVenue}</MessageState>
      ) : (
        <ul className={shared.gridList}>
          {venues.map((venue) => (
            <li key={venue.venue_id}>
              <Card padding="medium">
                <Link href={`/momentHistory?venue=${venue.venue_id}`} variant="standalone">
                  {venue.display_name}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
