import type { Event, ReferenceStatus } from '@momento/contract';
import { Badge } from '@momento/ui';
import { useVenues } from '#api/reference/useVenues.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { referenceStatusTexts as englishTexts } from '../ticketTexts.ts';
import * as styles from './ReferenceStatusNote.css.ts';

const TONES = { INQUEUE: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const satisfies Record<
  ReferenceStatus,
  string
>;

// The creator's own venues in every status (their rejected ones included), as the server lets a creator read them.
const OWN_VENUES = { status: 'APPROVED,INQUEUE,REJECTED' } as const;

export interface ReferenceStatusNoteProps {
  /** The ticket's event, as the seller's own ticket read has it (its status and an admin's reason). */
  event: Event;
  /** The signed-in seller. */
  userId: number;
}

function Line({
  kind,
  name,
  status,
  reason,
}: {
  kind: string;
  name: string;
  status: ReferenceStatus;
  reason?: string | null;
}) {
  const referenceStatusTexts = useTexts('referenceStatus', englishTexts);
  return (
    <li>
      {kind} {name}: <Badge tone={TONES[status]}>{referenceStatusTexts.status[status]}</Badge>
      {status === 'REJECTED' && reason ? ` ${referenceStatusTexts.reason(reason)}` : null}
    </li>
  );
}

/**
 * Where the seller's own event and venue stand with the admin: waiting for approval, approved, or rejected with
 * the admin's reason. Shown in the ticket form for an event the seller created (not admin created).
 */
export function ReferenceStatusNote({ event, userId }: ReferenceStatusNoteProps) {
  const venues = useVenues(OWN_VENUES);
  const venue = venues.data?.items.find((item) => item.venue_id === event.venue.venue_id);
  const referenceStatusTexts = useTexts('referenceStatus', englishTexts);
  return (
    <ul className={styles.note} aria-label={referenceStatusTexts.label}>
      <Line
        kind={referenceStatusTexts.event}
        name={event.name}
        status={event.status}
        reason={event.rejection_reason}
      />
      {venue && venue.created_by === userId && venue.is_admin_created !== 1 ? (
        <Line
          kind={referenceStatusTexts.venue}
          name={venue.display_name}
          status={venue.status}
          reason={venue.rejection_reason}
        />
      ) : null}
    </ul>
  );
}
