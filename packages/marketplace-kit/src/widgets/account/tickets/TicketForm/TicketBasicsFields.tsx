import type { Ticket } from '@momento/contract';
import { Radio, RadioGroup, TextArea } from '@momento/ui';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useMasterData } from '#api/reference/useMasterData.ts';
import { useMyCollections } from '#api/sellerCollections/useMyCollections.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts, QUALITY_OPTIONS } from '../ticketTexts.ts';
import { FairPriceHint } from './FairPriceHint.tsx';
import { FormSelect, FormTextField } from './ticketFormControls.tsx';
import type { TicketFormState } from './ticketFormModel.ts';

/** Sale or show only; a ticket on sale has a price. */
function SaleFields({ ticket }: { ticket: Ticket | null }) {
  const t = useTexts('listings', englishTexts);
  const { field, fieldState } = useController<TicketFormState, 'isSale'>({ name: 'isSale' });
  const [eventMode, event, cost, facePrice, section] = useWatch<
    TicketFormState,
    ['eventMode', 'event', 'cost', 'face_price', 'section']
  >({
    name: ['eventMode', 'event', 'cost', 'face_price', 'section'],
  });
  return (
    <div className={styles.formRow}>
      <div data-field="isSale">
        <RadioGroup
          label={t.viewType}
          value={field.value || null}
          onChange={(value) => field.onChange(value as '0' | '1')}
          orientation="horizontal"
          errorMessage={fieldState.error?.message}
          isRequired
        >
          <Radio value="1">{t.sale}</Radio>
          <Radio value="0">{t.showOnlyOption}</Radio>
        </RadioGroup>
      </div>
      {field.value === '1' && (
        <FormTextField name="cost" label={t.price} inputMode="decimal" isRequired>
          <FairPriceHint
            eventId={eventMode === 'existing' && event ? Number(event.value) : null}
            price={cost}
            facePrice={facePrice}
            section={section}
            productId={ticket?.product_id ?? null}
          />
        </FormTextField>
      )}
    </div>
  );
}

/** The automatic answers to offers, for a ticket on sale. */
function AutoAnswerFields() {
  const t = useTexts('listings', englishTexts);
  const helpId = useId();
  const isSale = useWatch<TicketFormState, 'isSale'>({ name: 'isSale' });
  if (isSale !== '1') return null;
  return (
    <fieldset className={styles.fieldset} aria-describedby={helpId}>
      <legend className={styles.legend}>{t.autoAnswers}</legend>
      <p id={helpId} className={styles.fieldHelp}>
        {t.autoAnswersHelp}
      </p>
      <div className={styles.formRow}>
        <FormTextField name="auto_accept" label={t.autoAccept} inputMode="decimal" />
        <FormTextField name="auto_decline" label={t.autoDecline} inputMode="decimal" />
      </div>
    </fieldset>
  );
}

/** The ticket: name, ticket and seat type, sale or show only with the price and automatic answers, quality, collection. */
export function TicketBasicsFields({ ticket }: { ticket: Ticket | null }) {
  const t = useTexts('listings', englishTexts);
  const master = useMasterData();
  const collections = useMyCollections();
  const ticketTypes = (master.data?.ticket_types ?? []).map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  const seatTypes = (master.data?.seat_types ?? []).map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  const collectionOptions = collections.items.map((item) => ({
    value: String(item.id),
    label: item.collection_name,
  }));
  return (
    <>
      <FormTextField name="listing_name" label={t.listingName} isRequired />
      <div className={styles.formRow}>
        <FormSelect name="ticket_type" label={t.ticketType} options={ticketTypes} isRequired />
        <FormSelect name="seat_type" label={t.seatType} options={seatTypes} />
      </div>
      <SaleFields ticket={ticket} />
      <AutoAnswerFields />
      <div className={styles.formRow}>
        <FormSelect
          name="quality"
          label={t.quality}
          options={QUALITY_OPTIONS.map((value) => ({ value, label: value }))}
          isRequired
        />
        <FormSelect
          name="collection"
          label={t.collection}
          options={collectionOptions}
          noneOption={t.noCollection}
        />
      </div>
    </>
  );
}

/** Where the seat is, the face value, the grade and the description. */
export function TicketDetailsFields() {
  const t = useTexts('listings', englishTexts);
  const { field: description } = useController<TicketFormState, 'description'>({ name: 'description' });
  return (
    <>
      <div className={styles.formRow}>
        <FormTextField name="section" label={t.section} />
        <FormTextField name="row" label={t.row} />
        <FormTextField name="seat" label={t.seat} />
      </div>
      <div className={styles.formRow}>
        <FormTextField name="face_price" label={t.facePrice} inputMode="decimal" />
        <FormTextField name="grade" label={t.grade} />
      </div>
      <div data-field="description">
        <TextArea
          label={t.description}
          name="description"
          rows={4}
          value={description.value}
          onChange={description.onChange}
        />
      </div>
    </>
  );
}
