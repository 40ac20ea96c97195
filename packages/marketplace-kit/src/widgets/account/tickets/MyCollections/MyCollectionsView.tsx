import { useId } from 'react';
import type { Collection } from '@momento/contract';
import { Button } from '@momento/ui';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { emptyTexts as englishEmpty, ticketTexts as englishTexts } from '../ticketTexts.ts';
import { CollectionCard } from './CollectionCard.tsx';

export interface MyCollectionsViewProps {
  /** The collections: the result of `useMyCollections()`. */
  list: ResultListState<Collection>;
  /** 'Add Collection', Edit and Delete are for active sellers only (see docs/rules/permissions.md). */
  isActiveSeller: boolean;
  onAdd: () => void;
  onEdit: (collection: Collection) => void;
  onDelete: (collection: Collection) => void;
}

/**
 * My Collections: the seller's collections with infinite scroll ('No collections Found',
 * 'No more collections found'); a collection in a cart shows the CART badge instead of Edit/Delete.
 */
export function MyCollectionsView({ list, isActiveSeller, onAdd, onEdit, onDelete }: MyCollectionsViewProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('listings', englishTexts);
  const myCollectionsTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={myCollectionsTitleId}>
      <div className={styles.header}>
        <h1 id={myCollectionsTitleId} className={styles.heading}>
          {t.myCollections}
        </h1>
        {isActiveSeller && <Button onPress={onAdd}>{t.addCollection}</Button>}
      </div>
      <ResultList
        label={t.collectionsList}
        layout="list"
        list={list}
        itemKey={(collection) => collection.id}
        renderItem={(collection) => (
          <CollectionCard
            collection={collection}
            isActiveSeller={isActiveSeller}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
        emptyText={emptyTexts.noCollections}
        endText={emptyTexts.noMoreCollections}
      />
    </section>
  );
}
