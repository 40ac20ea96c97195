import { fairPriceVerdict, FAIR_PRICE_MIN_COMPARABLES, percentFromMedian } from '@momento/contract/routes';
import { Badge } from '@momento/ui';
import { useFairPrice } from '#api/products/fairPrice.ts';
import { moneyAmount } from '#format/money.ts';
import { useDeferredValue } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../tickets.css.ts';
import { fairPriceTexts as englishTexts } from '../ticketTexts.ts';

export interface FairPriceHintProps {
  /** The existing event the ticket is for (no hint for a new event: it has no tickets yet). */
  eventId: number | null;
  /** The price as typed. */
  price: string;
  /** The face value as typed, if any. */
  facePrice?: string;
  section?: string;
  /** The ticket being edited, left out of its comparables. */
  productId?: number | null;
}

/**
 * While a seller types a price: how it compares with the face value and with comparable tickets (same event, and
 * same section when enough share it), e.g. 'Priced 18% below similar listings (median $120.00, 14 listings)'. A live
 * region, so the comparison is read as it changes; nothing with fewer than three comparables.
 */
export function FairPriceHint({
  eventId,
  price,
  facePrice = '',
  section = '',
  productId = null,
}: FairPriceHintProps) {
  const format = useFormat();
  const t = useTexts('fairPrice', englishTexts);
  const deferredSection = useDeferredValue(section.trim());
  const { data } = useFairPrice(
    eventId
      ? {
          event_id: eventId,
          ...(deferredSection ? { section: deferredSection } : {}),
          ...(productId ? { product_id: productId } : {}),
        }
      : null,
  );
  const amount = Number(price);
  const face = Number(facePrice);
  const typed = price.trim() !== '' && Number.isFinite(amount) && amount >= 0;
  const median = data ? moneyAmount(data.median) : null;
  const enough = !!data && data.comparables >= FAIR_PRICE_MIN_COMPARABLES;
  const percent = typed && enough ? percentFromMedian(amount, median) : null;
  const verdict = typed && data ? fairPriceVerdict(amount, median, data.comparables) : null;
  const facePercent =
    typed && facePrice.trim() !== '' && face > 0 ? Math.round(((amount - face) / face) * 100) : null;
  return (
    <p className={styles.hint} role="status" aria-label={t.label}>
      {percent !== null && data && (
        <span>{t.comparison(percent, format.money(data.median), data.comparables)} </span>
      )}
      {facePercent !== null && <span>{t.faceComparison(facePercent)} </span>}
      {verdict && (
        <Badge tone={verdict === 'GREAT' ? 'success' : 'info'}>
          {verdict === 'GREAT' ? t.greatPrice : t.fairPrice}
        </Badge>
      )}
    </p>
  );
}
