import { DateField, TextArea, TextField } from '@momento/ui';
import type { ReactNode } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { dayValue } from '../../orders/dayValue.ts';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { AdditionalSignificanceFields } from './AdditionalSignificanceFields.tsx';

export interface EventFieldsProps {
  name: string;
  onNameChange: (name: string) => void;
  /**
   * The venue's field, beside the date: the new event's combobox (a listed venue or a new name) or the Edit event
   * dialog's select of listed venues.
   */
  venueField: ReactNode;
  /** yyyy-mm-dd or '' */
  eventDate: string;
  onEventDateChange: (eventDate: string) => void;
  significance: string;
  onSignificanceChange: (significance: string) => void;
  additionalSignificance: readonly string[];
  /** Gets the change as an update of the current list, so that quick edits in a row are not lost. */
  onAdditionalSignificanceChange: (update: (current: string[]) => string[]) => void;
  /** The message a field shows, by field name (`event_name`, `venue`, `event_date`). */
  errorOf: (field: string) => string | undefined;
  /** What comes between the date and the significance: the new event's genre and teams, or Edit event's renames. */
  children?: ReactNode;
}

/**
 * The fields every event has, in the order both event forms show them: name; venue and date side by side; what the
 * form adds; significance and additional significance. Each field sits in a `data-field` box that the forms' focus
 * on the first failing field finds.
 */
export function EventFields({
  name,
  onNameChange,
  venueField,
  eventDate,
  onEventDateChange,
  significance,
  onSignificanceChange,
  additionalSignificance,
  onAdditionalSignificanceChange,
  errorOf,
  children,
}: EventFieldsProps) {
  const t = useTexts('listings', englishTexts);
  return (
    <>
      <div data-field="event_name">
        <TextField
          label={t.eventName}
          name="event_name"
          value={name}
          onChange={onNameChange}
          errorMessage={errorOf('event_name')}
          isRequired
        />
      </div>
      <div className={styles.formRow}>
        <div data-field="venue">{venueField}</div>
        <div data-field="event_date">
          <DateField
            label={t.eventDate}
            value={dayValue(eventDate)}
            onChange={(next) => onEventDateChange(next ? next.toString() : '')}
            errorMessage={errorOf('event_date')}
            isRequired
          />
        </div>
      </div>
      {children}
      <TextArea
        label={t.significance}
        name="significance"
        rows={2}
        value={significance}
        onChange={onSignificanceChange}
      />
      <AdditionalSignificanceFields
        value={additionalSignificance}
        onChange={onAdditionalSignificanceChange}
      />
    </>
  );
}
