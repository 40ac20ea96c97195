import { EMBED_ORDER_PARAMS, isEmbedOrderMessage } from '@momento/contract/routes';
import { dispatch } from '../events.ts';
import { onUnmount } from '../lifecycle.ts';
import { openSiteTab, type PendingSiteTab } from '../siteTab.ts';

/**
 * `momento:order-placed`: the cart and checkout happen on the Momento site, in a tab the widget opens. That tab keeps
 * its opener (this page) and carries this page's origin and a nonce (`?embed_origin=&embed_nonce=`); once an order
 * placed in it is paid, the site posts the order's number and total back here, to this origin only, and only when the
 * buyer allows this site (they signed in on it). This page believes a message only from a tab its widget opened, on
 * the site's origin, with that tab's nonce, and once per order: a message a script of the page (or any other window)
 * posts is ignored, so the event the page hears is the site's word.
 */

/** Per widget (placeholder): the cart tabs it opened, with their nonces. Listening starts with the first tab. */
const watches = new WeakMap<HTMLElement, Map<Window, string>>();

const randomNonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function tabsOf(host: HTMLElement, siteUrl: string, view: Window): Map<Window, string> {
  let tabs = watches.get(host);
  if (tabs) return tabs;
  const known = new Map<Window, string>();
  tabs = known;
  const siteOrigin = new URL(siteUrl).origin;
  const told = new Set<string>();
  const onMessage = (event: MessageEvent) => {
    const nonce = event.source ? known.get(event.source as Window) : undefined;
    const data: unknown = event.data;
    if (
      event.origin !== siteOrigin ||
      nonce === undefined ||
      !isEmbedOrderMessage(data) ||
      data.nonce !== nonce ||
      told.has(data.order_no)
    )
      return;
    told.add(data.order_no);
    dispatch(host, 'momento:order-placed', {
      orderNo: data.order_no,
      amount: data.amount,
      currency: data.currency,
    });
  };
  view.addEventListener('message', onMessage);
  watches.set(host, known);
  onUnmount(host, () => {
    view.removeEventListener('message', onMessage);
    known.clear();
    watches.delete(host);
  });
  return known;
}

/**
 * Opens the cart (`href`) for the widget on `host`, in `pending` (the tab opened during the press) or a new tab,
 * with this page's origin and a new nonce, and listens for the order messages of that tab.
 */
export function openCartTab(
  host: HTMLElement,
  siteUrl: string,
  href: string,
  pending?: PendingSiteTab | null,
  view: Window = window,
) {
  const nonce = randomNonce();
  const url = new URL(href);
  url.searchParams.set(EMBED_ORDER_PARAMS.origin, view.location.origin);
  url.searchParams.set(EMBED_ORDER_PARAMS.nonce, nonce);
  const tab = pending ? pending.go(url.href) : openSiteTab(url.href, true);
  if (tab) tabsOf(host, siteUrl, view).set(tab, nonce);
}
