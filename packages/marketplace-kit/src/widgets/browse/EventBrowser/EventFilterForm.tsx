import { Select, TextField } from '@momento/ui';
import type { FormEvent } from 'react';
import { browseTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { FilterActions } from '../FilterActions.tsx';
import { fromSelect, toSelect, useFilterDraft, useFilterMenuHeight } from '../filterOptions.ts';
import type { EventFilterFormProps, EventFilterKey } from './eventFilters.ts';

/** The /momentHistory filters: a draft until Apply (Clear resets the query string). Loaded on demand. */
export function EventFilterForm({
  filters,
  genreOptions,
  venueOptions,
  teamOptions,
  artistOptions,
  onApply,
  onClear,
}: EventFilterFormProps) {
  const menuHeight = useFilterMenuHeight();
  // A draft until Apply: the query string changes only on Apply.
  const [draft, setField] = useFilterDraft(filters);
  const set = (key: EventFilterKey) => (value: string) => setField(key, value);
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
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.genre}
        options={genreOptions}
        value={toSelect(draft.genre)}
        onChange={(value) => set('genre')(fromSelect(value))}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.venue}
        options={venueOptions}
        value={toSelect(draft.venue)}
        onChange={(value) => set('venue')(fromSelect(value))}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.team}
        options={teamOptions}
        value={toSelect(draft.team)}
        onChange={(value) => set('team')(fromSelect(value))}
      />
      <Select
        menuMaxHeight={menuHeight}
        label={browseTexts.artist}
        options={artistOptions}
        value={toSelect(draft.artist)}
        onChange={(value) => set('artist')(fromSelect(value))}
      />
      <TextField type="search" label={browseTexts.name} value={draft.name} onChange={set('name')} />
      <FilterActions onClear={onClear} />
    </form>
  );
}
