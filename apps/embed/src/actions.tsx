import { useSession } from '@momento/marketplace-kit';
import { lazy, Suspense, useState } from 'react';
import type * as TicketActionsModule from './actions/TicketActions.tsx';
import type { ActionKind, ActionTicket } from './actions/TicketActions.tsx';
import { useEmbedAuth } from './auth.tsx';
import * as styles from './embed.css.ts';
import { allowedActions, type ResolvedOptions } from './options.ts';
import { pendingSiteTab, type PendingSiteTab } from './siteTab.ts';
import { adoptEverywhere } from './styles.ts';
import { embedTexts } from './texts.ts';

/** The actions' code (offer form, chat, cart, offer state) and its styles: a chunk loaded on first use. */
let actionsModule: Promise<typeof TicketActionsModule> | undefined;
export function loadActions() {
  actionsModule ??= import('./actions/TicketActions.tsx').then(
    (module) => {
      adoptEverywhere(module.actionsCss, 'actions');
      return module;
    },
    (error: unknown) => {
      actionsModule = undefined;
      throw error;
    },
  );
  return actionsModule;
}
const ActionPanel = lazy(async () => ({ default: (await loadActions()).ActionPanel }));
const OfferStatus = lazy(async () => ({ default: (await loadActions()).OfferStatus }));

export interface EmbedActionsProps {
  options: ResolvedOptions;
  host: HTMLElement;
  sellerId: number;
  /** The ticket widget's ticket; a seller's listings have none (no cart buttons, the offer starts empty). */
  ticket?: ActionTicket & { forSale: boolean };
}

/**
 * The action buttons the partner allowed (`actions`): Make Offer, Message seller, Add to cart, Buy now. A visitor
 * not signed in gets the sign-in window first; the action then continues. The code behind them loads on first use.
 */
export function EmbedActions({ options, host, sellerId, ticket }: EmbedActionsProps) {
  const auth = useEmbedAuth(options, host);
  const session = useSession();
  const [active, setActive] = useState<ActionKind | null>(null);
  const [tab, setTab] = useState<PendingSiteTab | undefined>(undefined);
  const allowed = new Set(allowedActions(options.actions));
  const isOwnListing = session.user?.id === sellerId;
  const forSale = ticket?.forSale ?? true;
  const press = (kind: ActionKind) => {
    void loadActions().catch(() => {});
    // Buy now opens the cart's tab during the press when it can (signed in), before the request.
    setTab(kind === 'buy' && auth.status === 'signedIn' ? pendingSiteTab() : undefined);
    auth.whenSignedIn(() => setActive(kind));
  };
  const button = (kind: ActionKind, label: string, variant: 'solid' | 'outline' = 'outline') => (
    <button
      type="button"
      className={variant === 'solid' ? `${styles.actionButton} ${styles.actionButtonSolid}` : styles.actionButton}
      disabled={isOwnListing || auth.status === 'signingIn'}
      onClick={() => press(kind)}
    >
      {label}
    </button>
  );
  return (
    <>
      <div part="actions" className={styles.actions} onPointerEnter={auth.preload} onFocus={auth.preload}>
        {ticket && forSale && allowed.has('buy') ? button('buy', embedTexts.buyNow, 'solid') : null}
        {ticket && forSale && allowed.has('buy') ? button('add', embedTexts.addToCart) : null}
        {forSale && allowed.has('offer') ? button('offer', embedTexts.makeOffer) : null}
        {allowed.has('message') ? button('message', embedTexts.messageSeller) : null}
      </div>
      {auth.status === 'signingIn' ? (
        <p role="status" className={styles.notice}>
          {embedTexts.signingIn}
        </p>
      ) : null}
      {auth.notice ? (
        <p role="alert" className={styles.notice}>
          {auth.notice}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {auth.status === 'signedIn' && ticket && allowed.has('offer') ? <OfferStatus productId={ticket.product_id} options={options} host={host} /> : null}
        {/* Once open, a panel stays when the session ends under it: what the visitor typed stays on screen. */}
        {active ? (
          <ActionPanel key={active} kind={active} tab={tab} sellerId={sellerId} {...(ticket ? { ticket } : {})} options={options} host={host} onClose={() => setActive(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
