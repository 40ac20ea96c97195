import type { WatchItem } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { moneyAmount } from '#format/money.ts';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import * as styles from '../follow.css.ts';
import { useFormat } from '#locale/useFormat.ts';

export interface WatchlistCardProps {
  item: WatchItem;
  /** Alert price: opens its dialog (tickets and collections on sale). */
  onEditAlert: (item: WatchItem) => void;
  /** Remove: opens the confirmation. */
  onRemove: (item: WatchItem) => void;
}

/** How the price now compares with the price when watching began: dropped, changed, or neither. */
export function priceNote(
  item: Pick<WatchItem, 'price' | 'watched_price' | 'state'>,
): 'dropped' | 'changed' | null {
  if (item.state !== 'ON_SALE' || !item.price || !item.watched_price) return null;
  const now = moneyAmount(item.price) ?? 0;
  const then = moneyAmount(item.watched_price) ?? 0;
  if (now < then) return 'dropped';
  return now === then ? null : 'changed';
}

/** A keyboard- and screen-reader-friendly key of a watched item ('TICKET-101'). */
export const watchKey = (item: Pick<WatchItem, 'type' | 'id'>) => `${item.type}-${item.id}`;

/**
 * One watched item: picture, name (its page), what it is, the price now and when watching began with a note when it
 * changed, its state (Sold, Unavailable), the alert price, and Remove.
 */
export function WatchlistCard({ item, onEditAlert, onRemove }: WatchlistCardProps) {
  const format = useFormat();
  const titleId = `watch-${watchKey(item)}`;
  const note = priceNote(item);
  const priced = item.type !== 'SELLER';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {item.image ? (
        <img className={styles.thumb} src={item.image.image_400} alt="" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {item.link ? <Link href={item.link}>{item.name}</Link> : item.name}
        </h2>
        <p className={styles.detail}>
          {t.targetLabels[item.type]}
          {item.detail ? ` · ${item.detail}` : ''}
        </p>
        {priced && (
          <FactList>
            {item.price && <Fact label={t.priceNow}>{format.money(item.price)}</Fact>}
            {item.watched_price && <Fact label={t.watchedPrice}>{format.money(item.watched_price)}</Fact>}
            {item.state === 'ON_SALE' && (
              <Fact label={t.alertPrice}>
                {item.alert_price ? format.money(item.alert_price) : t.alertDefault}
              </Fact>
            )}
          </FactList>
        )}
        <div className={styles.badges}>
          {note === 'dropped' && <Badge tone="success">{t.priceDropped}</Badge>}
          {note === 'changed' && <Badge tone="info">{t.priceChanged}</Badge>}
          {item.state === 'SOLD' && <Badge tone="neutral">{t.sold}</Badge>}
          {item.state === 'UNAVAILABLE' && <Badge tone="warning">{t.unavailable}</Badge>}
        </div>
      </div>
      <div className={styles.actions}>
        {priced && item.state === 'ON_SALE' && (
          <Button variant="outline" aria-label={t.editAlert(item.name)} onPress={() => onEditAlert(item)}>
            {t.editAlertButton}
          </Button>
        )}
        <Button
          variant="outline"
          tone="danger"
          aria-label={t.removeItem(item.name)}
          onPress={() => onRemove(item)}
        >
          {t.remove}
        </Button>
      </div>
    </article>
  );
}
