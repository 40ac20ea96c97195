import type { Offer } from '@momento/contract';
import { Badge, Link } from '@momento/ui';
import { lazy, Suspense, useId } from 'react';
import { offerStatusTone } from '#format/status.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { Deadline } from '#widgets/shared/Deadline/Deadline.tsx';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import * as shared from '#widgets/shared/lists.css.ts';
import { latestEntry } from '../offerActions.ts';
import * as styles from '../offers.css.ts';
import { emptyTexts, offerTexts as t } from '../offerTexts.ts';
import { useFormat } from '#locale/useFormat.ts';
import { OFFER_STATUS_LABELS } from '@momento/contract/routes';

const SideTabs = lazy(async () => ({
  default: (await import('#widgets/shared/SideTabsSlot.tsx')).SideTabsSlot,
}));

export type OfferTab = 'buy' | 'sell';

/** One side's list: the state of its infinite scroll (the result of `useOffers`). */
export type OfferListState = ResultListState<Offer>;

export interface MyOffersViewProps {
  tab: OfferTab;
  /** The Sell list is for active sellers only. */
  isActiveSeller: boolean;
  onTabChange: (tab: OfferTab) => void;
  buy: OfferListState;
  sell: OfferListState;
  /** The thread's address. @default '/account/myoffers/{offer_no}' */
  offerHref?: (offerNo: string) => string;
}

export const defaultOfferHref = (offerNo: string) => `/account/myoffers/${encodeURIComponent(offerNo)}`;

/** One row: the tickets, the other person, the current price and the status badge, linking to the thread. */
function OfferRow({ offer, side, href }: { offer: Offer; side: OfferTab; href: string }) {
  const format = useFormat();
  const offerStatusLabel = useStatusLabel('offer', OFFER_STATUS_LABELS);
  const latest = latestEntry(offer);
  const first = latest.offer_items[0]?.product_listing_name ?? offer.offer_no;
  const more = latest.offer_items.length - 1;
  return (
    <article className={styles.row} aria-labelledby={`offer-${offer.offer_no}`}>
      <div>
        <p id={`offer-${offer.offer_no}`} className={styles.rowTitle}>
          <Link href={href}>
            {first}
            {more > 0 ? ` +${more}` : ''}
          </Link>
        </p>
        <p className={styles.muted}>
          {offer.offer_no} ·{' '}
          {side === 'buy'
            ? `${t.seller}: ${offer.seller_details.seller_name}`
            : `${t.buyer}: ${offer.buyer_details.buyer_name}`}{' '}
          · <time dateTime={latest.created_at}>{format.dateTime(latest.created_at)}</time>
        </p>
      </div>
      <div className={styles.badges}>
        {offer.offer_status === 'OPEN' && offer.expires_at ? (
          <Deadline
            deadline={offer.expires_at}
            label={t.openUntil}
            expiredText={t.expired}
            announce="changes"
          />
        ) : null}
        <span>{format.money(latest.offer_price)}</span>
        <Badge tone={offerStatusTone(offer.offer_status)}>{offerStatusLabel(offer.offer_status)}</Badge>
      </div>
    </article>
  );
}

/**
 * My Offers: the Buy list, and the Sell list for active sellers (the tab in the query
 * string), with infinite scroll, each offer's status badge (success / danger / warning) and price, linking to its
 * thread; 'No Offers Found' / 'No more offers found'.
 */
export function MyOffersView({
  tab,
  isActiveSeller,
  onTabChange,
  buy,
  sell,
  offerHref = defaultOfferHref,
}: MyOffersViewProps) {
  const myOffersTitleId = useId();
  const selected = isActiveSeller ? tab : 'buy';
  const panel = (side: OfferTab) => (
    <ResultList
      label={side === 'buy' ? t.buyOffers : t.sellOffers}
      layout="list"
      list={side === 'buy' ? buy : sell}
      itemKey={(offer) => offer.offer_no}
      renderItem={(offer) => <OfferRow offer={offer} side={side} href={offerHref(offer.offer_no)} />}
      emptyText={emptyTexts.noOffers}
      endText={emptyTexts.noMoreOffers}
    />
  );
  return (
    <section className={styles.page} aria-labelledby={myOffersTitleId}>
      <h1 id={myOffersTitleId} className={styles.heading}>
        {t.title}
      </h1>
      <Suspense
        fallback={
          <div className={shared.tabsWhileLoading}>
            <div className={shared.tabsPlaceholder} aria-hidden="true" />
            {panel(selected)}
          </div>
        }
      >
        <SideTabs
          label={t.tabs}
          tabs={[
            { key: 'buy', title: t.buy, panel: panel('buy') },
            ...(isActiveSeller ? [{ key: 'sell', title: t.sell, panel: panel('sell') }] : []),
          ]}
          selected={selected}
          onChange={(key) => onTabChange(key === 'sell' ? 'sell' : 'buy')}
        />
      </Suspense>
    </section>
  );
}
