import { DatePicker, MoneyField, parseDate, Select, TextField, type DateValue } from '@momento/ui';
import type { FormEvent } from 'react';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { FilterActions } from '../FilterActions.tsx';
import {
  fromSelect,
  toSelect,
  type FilterOption,
  useFilterDraft,
  useFilterMenuHeight,
} from '../filterOptions.ts';
import type { TicketFilterKey, TicketFilterValues } from './ticketFilterKeys.ts';

export interface TicketFiltersProps {
  /** The applied filters (from the query string). The form keeps a draft until Apply; see useFilterDraft. */
  values: TicketFilterValues;
  subGenreOptions: readonly FilterOption[];
  eventOptions: readonly FilterOption[];
  venueOptions: readonly FilterOption[];
  teamOptions: readonly FilterOption[];
  artistOptions: readonly FilterOption[];
  onApply: (values: TicketFilterValues) => void;
  onClear: () => void;
}

/** A yyyy-mm-dd query value as a calendar date (null when empty or malformed). */
function dateValue(text: string): DateValue | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

function moneyValue(text: string): number {
  return text === '' ? Number.NaN : Number(text);
}

function moneyText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/**
 * The /tickets filter form: Date, Sub Genre, Event, Venue, Team, Artist, Section, Row, Face price, Seat and Cost
 * (the highest price). Apply writes them to the query string; Clear removes them.
 */
export function TicketFilters({
  values,
  subGenreOptions,
  eventOptions,
  venueOptions,
  teamOptions,
  artistOptions,
  onApply,
  onClear,
}: TicketFiltersProps) {
  const menuHeight = useFilterMenuHeight();
  const [draft, setField] = useFilterDraft(values);
  const set = (key: TicketFilterKey) => (value: string) => setField(key, value);
  const select = (key: TicketFilterKey) => (value: string | null) => set(key)(fromSelect(value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      role="search"
      aria-label={browseTexts.filtersHeading}
      onSubmit={submit}
      className={shared.filterGrid}
    >
      <DatePicker
        label={browseTexts.date}
        value={dateValue(draft.date)}
        onChange={(value) => set('date')(value ? value.toString() : '')}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.subGenre}
        options={subGenreOptions}
        value={toSelect(draft.sub_genre)}
        onChange={select('sub_genre')}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.event}
        options={eventOptions}
        value={toSelect(draft.event)}
        onChange={select('event')}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.venue}
        options={venueOptions}
        value={toSelect(draft.venue)}
        onChange={select('venue')}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.team}
        options={teamOptions}
        value={toSelect(draft.team)}
        onChange={select('team')}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.artist}
        options={artistOptions}
        value={toSelect(draft.artist)}
        onChange={select('artist')}
      />
      <TextField label={browseTexts.section} value={draft.section} onChange={set('section')} />
      <TextField label={browseTexts.row} value={draft.row} onChange={set('row')} />
      <MoneyField
        label={browseTexts.facePrice}
        value={moneyValue(draft.face_price)}
        onChange={(value) => set('face_price')(moneyText(value))}
      />
      <TextField label={browseTexts.seat} value={draft.seat} onChange={set('seat')} />
      <MoneyField
        label={browseTexts.cost}
        value={moneyValue(draft.price)}
        onChange={(value) => set('price')(moneyText(value))}
      />
      <FilterActions onClear={onClear} />
    </form>
  );
}
