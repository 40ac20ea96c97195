import type { Event } from '@momento/contract';
import { Button, Card, Inline, Link, Select, Stack, TextField } from '@momento/ui';
import { useState, type FormEvent, type Ref } from 'react';
import { formatDate } from '../../format/date.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { fromSelect, toSelect, type FilterOption, useFilterMenuHeight } from '../filterOptions.ts';
import { ResultList } from '../ResultList.tsx';
import * as styles from './EventBrowser.css.ts';

export const eventFilterKeys = ['genre', 'venue', 'team', 'artist', 'name'] as const;
export type EventFilterKey = (typeof eventFilterKeys)[number];
export type EventFilters = Record<EventFilterKey, string>;

export interface EventBrowserViewProps {
  /** The applied filters (from the query string). */
  filters: EventFilters;
  genreOptions: readonly FilterOption[];
  venueOptions: readonly FilterOption[];
  teamOptions: readonly FilterOption[];
  artistOptions: readonly FilterOption[];
  /** Writes the filters (Apply). */
  onApply: (filters: EventFilters) => void;
  /** Resets every filter (Clear). */
  onClear: () => void;
  events: readonly Event[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  onLoadMore: () => void;
  /** The results heading; the page scrolls to it when the filters change. */
  resultsRef?: Ref<HTMLHeadingElement>;
}

function EventFilterForm({ filters, genreOptions, venueOptions, teamOptions, artistOptions, onApply, onClear }: Pick<EventBrowserViewProps, 'filters' | 'genreOptions' | 'venueOptions' | 'teamOptions' | 'artistOptions' | 'onApply' | 'onClear'>) {
  const menuHeight = useFilterMenuHeight();
  // A draft until Apply: the query string changes only on Apply (public-site.md /momentHistory).
  const [draft, setDraft] = useState<EventFilters>(filters);
  const set = (key: EventFilterKey) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form role="search" aria-label={browseTexts.filtersHeading} onSubmit={submit} className={shared.filterGrid}>
      <Select menuMaxHeight={menuHeight} label={browseTexts.genre} options={genreOptions} value={toSelect(draft.genre)} onChange={(value) => set('genre')(fromSelect(value))} />
      <Select menuMaxHeight={menuHeight} label={browseTexts.venue} options={venueOptions} value={toSelect(draft.venue)} onChange={(value) => set('venue')(fromSelect(value))} />
      <Select menuMaxHeight={menuHeight} label={browseTexts.team} options={teamOptions} value={toSelect(draft.team)} onChange={(value) => set('team')(fromSelect(value))} />
      <Select menuMaxHeight={menuHeight} label={browseTexts.artist} options={artistOptions} value={toSelect(draft.artist)} onChange={(value) => set('artist')(fromSelect(value))} />
      <TextField type="search" label={browseTexts.name} value={draft.name} onChange={set('name')} />
      <Inline space="small">
        <Button type="submit" variant="solid">
          {browseTexts.apply}
        </Button>
        <Button variant="ghost" onPress={onClear}>
          {browseTexts.clear}
        </Button>
      </Inline>
    </form>
  );
}

/** /momentHistory: event filters (Apply / Clear) and the event cards, each linking to /tickets?event={id}. */
export function EventBrowserView(props: EventBrowserViewProps) {
  const { filters, events, resultsRef } = props;
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>{browseTexts.momentsHeading}</h1>
      {/* Remounts with the applied filters, so back/forward shows what the URL says. */}
      <EventFilterForm key={JSON.stringify(filters)} {...props} />
      <h2 ref={resultsRef} tabIndex={-1} className={shared.sectionHeading}>
        {browseTexts.eventsHeading}
      </h2>
      <ResultList
        label={browseTexts.eventsHeading}
        items={events}
        isLoading={props.isLoading}
        isLoadingMore={props.isLoadingMore}
        hasMore={props.hasMore}
        error={props.error}
        onLoadMore={props.onLoadMore}
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
              {formatDate(event.event_date, { timeZone: 'UTC' })} · {event.venue.display_name}
            </p>
            {event.significance ? <p className={styles.significance}>{event.significance}</p> : null}
          </Card>
        )}
      />
    </Stack>
  );
}
