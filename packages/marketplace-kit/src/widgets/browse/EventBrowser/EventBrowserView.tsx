import type { Event } from '@momento/contract';
import { Card, Link, Skeleton, Stack } from '@momento/ui';
import { lazy, Suspense, type Ref } from 'react';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import * as styles from './EventBrowser.css.ts';
import type { EventFilterFormProps } from './eventFilters.ts';
import { useFormat } from '#locale/useFormat.ts';

// The filter form (four react-aria selects with their popover and list machinery) is its own chunk: the events
// list does not wait for it (the route's JS budget). Same pattern as /tickets' TicketFilters.
const EventFilterForm = lazy(async () => ({
  default: (await import('./EventFilterForm.tsx')).EventFilterForm,
}));

export interface EventBrowserViewProps extends EventFilterFormProps {
  /** The events: the result of `useEvents(filters)`. */
  list: ResultListState<Event>;
  /** The results heading; the page scrolls to it when the filters change. */
  resultsRef?: Ref<HTMLHeadingElement>;
}

/** /momentHistory: event filters (Apply / Clear) and the event cards, each linking to /tickets?event={id}. */
export function EventBrowserView(props: EventBrowserViewProps) {
  const format = useFormat();
  const { list, resultsRef } = props;
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>{browseTexts.momentsHeading}</h1>
      <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
        <EventFilterForm {...props} />
      </Suspense>
      <h2 ref={resultsRef} tabIndex={-1} className={shared.sectionHeading}>
        {browseTexts.eventsHeading}
      </h2>
      <ResultList
        label={browseTexts.eventsHeading}
        list={list}
        itemKey={(event) => event.event_id}
        emptyText={emptyTexts.noEvent}
        endText={emptyTexts.noMoreEvents}
        renderItem={(event) => (
          <Card as="article" padding="medium" className={styles.card}>
            <h3 className={styles.title}>
              <Link href={`/tickets?event=${event.event_id}`} variant="standalone">
                {event.name}
              </Link>
            </h3>
            {/* Event dates are calendar days stored as midnight UTC: shown in UTC so they never shift a day. */}
            <p className={shared.muted}>
              {format.date(event.event_date, { timeZone: 'UTC' })} · {event.venue.display_name}
            </p>
            {event.significance ? <p className={styles.significance}>{event.significance}</p> : null}
          </Card>
        )}
      />
    </Stack>
  );
}
