import type { Event } from '@momento/contract';
import { Card, Stack } from '@momento/ui';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { useFormat } from '#locale/useFormat.ts';

export interface EventHeaderProps {
  event: Pick<Event, 'event_id' | 'name' | 'event_date' | 'venue' | 'significance' | 'teams' | 'artists'>;
}

/** The event above /tickets?event={id} results: name, date, venue, significance, teams and artists. */
export function EventHeader({ event }: EventHeaderProps) {
  const format = useFormat();
  const people = [
    ...event.teams.map((team) => team.display_name),
    ...event.artists.map((artist) => artist.display_name),
  ];
  return (
    <Card as="section" aria-label={browseTexts.eventName} padding="large">
      <Stack space="xsmall">
        <h2 className={shared.sectionHeading}>{event.name}</h2>
        {/* Event dates are calendar days stored as midnight UTC: shown in UTC so they never shift a day. */}
        <p className={shared.muted}>
          {format.date(event.event_date, { timeZone: 'UTC' })} · {event.venue.display_name}
        </p>
        {people.length > 0 ? <p className={shared.muted}>{people.join(', ')}</p> : null}
        {event.significance ? <p>{event.significance}</p> : null}
      </Stack>
    </Card>
  );
}
