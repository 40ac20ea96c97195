import { useSession } from '@momento/marketplace-kit';
import { lazy, Suspense, useState } from 'react';
import type * as TicketActionsModule from './actions/TicketActions.tsx';
import type { ActionKind, EmbedActionsProps } from './actions/types.ts';
import { useEmbedAuth } from './auth.tsx';
import * as styles from './embed.css.ts';
import { allowedActions } from './options.ts';
import { pendingSiteTab, type PendingSiteTab } from './siteTab.ts';
import { adoptEverywhere } from './styles.ts';
import { useEmbedTexts } from './texts.ts';

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
const WatchState = lazy(async () => ({ default: (await loadActions()).WatchState }));

/**
 * The action buttons the partner allowed (`actions`): Make Offer, Message seller, Add to cart, Buy now. A visitor
 * not signed in gets the sign-in window first; the action then continues. The code behind them loads on first use.
 */
export function EmbedActions({ options, host, sellerId, ticket }: EmbedActionsProps) {
  const texts = useEmbedTexts();
  const auth = useEmbedAuth(options, host);
  const session = useSession();
  const [active, setActive] = useState<ActionKind | null>(null);
  const [tab, setTab] = useState<PendingSiteTab | undefined>(undefined);
  // Whether the ticket is on the signed-in visitor's watchlist (WatchState reads it once signed in).
  const [watching, setWatching] = useState(false);
  // Each press of Watch is a request of its own (the panel of another action stays as it is on a second press).
  const [watchPresses, setWatchPresses] = useState(0);
  const allowed = new Set(allowedActions(options.actions));
  const isOwnTicket = session.user?.id === sellerId;
  const forSale = ticket?.forSale ?? true;
  const press = (kind: ActionKind) => {
    void loadActions().catch(() => {});
    if (kind === 'watch') setWatchPresses((count) => count + 1);
    // Buy now opens the cart's tab during the press when it can (signed in), before the request.
    setTab(kind === 'buy' && auth.status === 'signedIn' ? pendingSiteTab(true) : undefined);
    auth.whenSignedIn(() => setActive(kind));
  };
  const button = (
    kind: ActionKind,
    label: string,
    variant: 'solid' | 'outline' = 'outline',
    pressed?: boolean,
  ) => (
    <button
      type="button"
      className={
        variant === 'solid' ? `${styles.actionButton} ${styles.actionButtonSolid}` : styles.actionButton
      }
      disabled={isOwnTicket || auth.status === 'signingIn'}
      aria-pressed={pressed}
      onClick={() => press(kind)}
    >
      {label}
    </button>
  );
  return (
    <>
      <div part="actions" className={styles.actions} onPointerEnter={auth.preload} onFocus={auth.preload}>
        {ticket && forSale && allowed.has('buy') ? button('buy', texts.buyNow, 'solid') : null}
        {ticket && forSale && allowed.has('buy') ? button('add', texts.addToCart) : null}
        {forSale && allowed.has('offer') ? button('offer', texts.makeOffer) : null}
        {allowed.has('message') ? button('message', texts.messageSeller) : null}
        {ticket && allowed.has('watch')
          ? button('watch', watching ? texts.watching : texts.watch, 'outline', watching)
          : null}
      </div>
      {auth.status === 'signingIn' ? (
        <p role="status" className={styles.notice}>
          {texts.signingIn}
        </p>
      ) : null}
      {auth.notice ? (
        <p role="alert" className={styles.notice}>
          {auth.notice}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {auth.status === 'signedIn' && ticket && allowed.has('offer') ? (
          <OfferStatus productId={ticket.product_id} options={options} host={host} />
        ) : null}
        {auth.status === 'signedIn' && ticket && allowed.has('watch') ? (
          <WatchState productId={ticket.product_id} onChange={setWatching} />
        ) : null}
        {/* Once open, a panel stays when the session ends under it: what the visitor typed stays on screen. */}
        {active ? (
          <ActionPanel
            key={active === 'watch' ? `watch-${watchPresses}` : active}
            kind={active}
            tab={tab}
            sellerId={sellerId}
            {...(ticket ? { ticket } : {})}
            watching={watching}
            options={options}
            host={host}
            onClose={() => setActive(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
