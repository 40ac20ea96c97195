import type { Collection } from '@momento/contract';
import { Card, IconButton, Image, Inline, Link, Stack } from '@momento/ui';
import { moneyAmount } from '#format/money.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { CartIcon } from '../../shared/CartIcon.tsx';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import { isForSale } from '@momento/contract/routes';
import * as styles from './CollectionList.css.ts';
import { useFormat } from '#locale/useFormat.ts';

/** A collection can be bought only when isSale is 1 and the viewer is not its owner. */
export function canBuyCollection(
  collection: Pick<Collection, 'isSale' | 'user_id'>,
  viewerId: number | null,
): boolean {
  return isForSale(collection.isSale) && collection.user_id !== viewerId;
}

export interface CollectionListViewProps {
  /** The collections: the result of `useCollections()`. */
  list: ResultListState<Collection>;
  /** The signed-in viewer's id; null while logged out (the cart button then asks for a login). */
  viewerId: number | null;
  /** The collection whose add-to-cart request runs (its button is disabled meanwhile). */
  addingId?: number | null;
  onBuy: (collection: Collection) => void;
}

/** /collections: cards with the name (link to /collections/{id}), the cost when above zero and a cart button. */
export function CollectionListView({ list, viewerId, addingId = null, onBuy }: CollectionListViewProps) {
  const format = useFormat();
  return (
    <Stack space="large">
      <h1 className={shared.pageHeading}>{browseTexts.collectionsHeading}</h1>
      <ResultList
        label={browseTexts.collectionsHeading}
        list={list}
        itemKey={(collection) => collection.id}
        emptyText={emptyTexts.noCollections}
        endText={emptyTexts.noMoreCollections}
        renderItem={(collection) => {
          const cost = moneyAmount(collection.cost) ?? 0;
          // Logged out the button stays enabled: pressing it opens the login dialog.
          const disabled =
            addingId === collection.id || (viewerId !== null && !canBuyCollection(collection, viewerId));
          return (
            <Card as="article" padding="medium" className={styles.card}>
              {collection.image ? (
                // Decorative: the collection name below it says what it shows.
                <Image
                  className={styles.media}
                  sources={{ 400: collection.image.image_400 }}
                  alt=""
                  width={400}
                  height={300}
                  sizes="(min-width: 600px) 300px, 100vw"
                  isRounded
                />
              ) : null}
              <Inline space="small" alignY="center" justify="space-between">
                <Stack space="xxsmall">
                  <h2 className={styles.title}>
                    <Link href={`/collections/${collection.id}`} variant="standalone">
                      {collection.collection_name}
                    </Link>
                  </h2>
                  <p className={shared.muted}>{browseTexts.ticketCount(collection.ticket_count)}</p>
                  {cost > 0 ? <p className={styles.cost}>{format.money(collection.cost)}</p> : null}
                </Stack>
                <IconButton
                  label={browseTexts.buyCollection(collection.collection_name)}
                  variant="outline"
                  isDisabled={disabled}
                  onPress={() => onBuy(collection)}
                >
                  <CartIcon />
                </IconButton>
              </Inline>
            </Card>
          );
        }}
      />
    </Stack>
  );
}
