import type { Collection } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';

/** Where a collection opens: its tickets, with Remove per ticket. */
export const myCollectionHref = (collectionId: number) => `/account/mycollection/${collectionId}`;

/** A collection in a buyer's cart (or checkout) shows the CART badge instead of Edit/Delete. */
export const isCollectionInCart = (status: string) => status === 'CART' || status === 'IN_CHECK_OUT';

export interface CollectionCardProps {
  collection: Collection;
  /** Edit and Delete are for active sellers only (see docs/rules/permissions.md). */
  isActiveSeller: boolean;
  onEdit: (collection: Collection) => void;
  onDelete: (collection: Collection) => void;
}

/** One collection of My Collections: its name opens its tickets; Edit and Delete while it is free to change. */
export function CollectionCard({ collection, isActiveSeller, onEdit, onDelete }: CollectionCardProps) {
  const format = useFormat();
  const t = useTexts('listings', englishTexts);
  const titleId = `my-collection-${collection.id}`;
  const forSale = collection.isSale === 1 || collection.isSale === '1';
  const image = collection.image?.image_400 ?? null;
  const inCart = isCollectionInCart(collection.status);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link href={myCollectionHref(collection.id)}>{collection.collection_name}</Link>
        </h2>
        <FactList>
          <Fact label={t.tickets}>{collection.ticket_count}</Fact>
          <Fact label={t.price}>{forSale ? format.money(collection.cost) : t.showOnly}</Fact>
        </FactList>
        {collection.status !== 'ACTIVE' && (
          <div className={styles.badges}>
            <Badge tone="info">{inCart ? t.cartBadge : collection.status}</Badge>
          </div>
        )}
      </div>
      {isActiveSeller && collection.status === 'ACTIVE' && (
        <div className={styles.actions}>
          <Button
            variant="outline"
            aria-label={`${t.edit} ${collection.collection_name}`}
            onPress={() => onEdit(collection)}
          >
            {t.edit}
          </Button>
          <Button
            variant="outline"
            tone="danger"
            aria-label={`${t.delete} ${collection.collection_name}`}
            onPress={() => onDelete(collection)}
          >
            {t.delete}
          </Button>
        </div>
      )}
    </article>
  );
}
