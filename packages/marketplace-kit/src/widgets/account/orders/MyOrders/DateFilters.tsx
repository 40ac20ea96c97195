import { Button, DatePicker } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../orders.css.ts';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { dayValue } from '../dayValue.ts';

export interface DateFiltersProps {
  /** yyyy-mm-dd or '' */
  dateFrom: string;
  /** yyyy-mm-dd or '' */
  dateTo: string;
  onApply: (range: { dateFrom: string; dateTo: string }) => void;
  onClear: () => void;
}

/** Date from / Date to with Apply and Clear; the applied range lives in the query string. */
export function DateFilters({ dateFrom, dateTo, onApply, onClear }: DateFiltersProps) {
  const t = useTexts('orders', englishTexts);
  const [from, setFrom] = useState(dateFrom);
  const [to, setTo] = useState(dateTo);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState({ dateFrom, dateTo });
  // A new range from the URL (back, forward, Clear) replaces what the fields hold.
  if (applied.dateFrom !== dateFrom || applied.dateTo !== dateTo) {
    setApplied({ dateFrom, dateTo });
    setFrom(dateFrom);
    setTo(dateTo);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError(t.dateRangeInvalid);
      return;
    }
    setError(null);
    onApply({ dateFrom: from, dateTo: to });
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate>
      <DatePicker
        label={t.dateFrom}
        value={dayValue(from)}
        onChange={(value) => setFrom(value ? value.toString() : '')}
        errorMessage={error ?? undefined}
      />
      <DatePicker
        label={t.dateTo}
        value={dayValue(to)}
        onChange={(value) => setTo(value ? value.toString() : '')}
      />
      <Button type="submit">{t.apply}</Button>
      <Button
        variant="outline"
        onPress={() => {
          setError(null);
          setFrom('');
          setTo('');
          onClear();
        }}
      >
        {t.clear}
      </Button>
    </form>
  );
}
