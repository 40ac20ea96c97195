import { EMBED_ORDER_NONCE, EMBED_ORDER_PARAMS, isExactOrigin } from '@momento/contract/routes';

/**
 * A tab a partner's widget opened on the cart (`?embed_origin=<its page's origin>&embed_nonce=<nonce>`, with the
 * widget's page as its opener): the site keeps both in this tab's session storage, so that the order page can tell
 * that page when an order placed here is paid (useTellEmbedOpener). The parameters leave the address.
 */
export const EMBED_OPENER_KEY = 'momento:embed-opener';

export interface EmbedOpener {
  origin: string;
  nonce: string;
  /** The orders already told. */
  told: string[];
}

export function rememberEmbedOpener(view: Window = window): void {
  const url = new URL(view.location.href);
  const origin = url.searchParams.get(EMBED_ORDER_PARAMS.origin);
  const nonce = url.searchParams.get(EMBED_ORDER_PARAMS.nonce);
  if (origin === null && nonce === null) return;
  url.searchParams.delete(EMBED_ORDER_PARAMS.origin);
  url.searchParams.delete(EMBED_ORDER_PARAMS.nonce);
  view.history.replaceState(view.history.state, '', url.href);
  if (!origin || !nonce || !view.opener || !isExactOrigin(origin) || !EMBED_ORDER_NONCE.test(nonce)) return;
  const opener: EmbedOpener = { origin, nonce, told: [] };
  try {
    view.sessionStorage.setItem(EMBED_OPENER_KEY, JSON.stringify(opener));
  } catch {
    // Storage refused (private mode): the partner's page is not told; nothing else changes.
  }
}

export function readEmbedOpener(view: Window = window): EmbedOpener | null {
  try {
    const value: unknown = JSON.parse(view.sessionStorage.getItem(EMBED_OPENER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { origin, nonce, told } = value as Partial<EmbedOpener>;
    if (
      typeof origin !== 'string' ||
      typeof nonce !== 'string' ||
      !isExactOrigin(origin) ||
      !EMBED_ORDER_NONCE.test(nonce)
    )
      return null;
    return {
      origin,
      nonce,
      told: Array.isArray(told) ? told.filter((entry): entry is string => typeof entry === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function saveEmbedOpener(opener: EmbedOpener, view: Window = window): void {
  try {
    view.sessionStorage.setItem(EMBED_OPENER_KEY, JSON.stringify(opener));
  } catch {
    // As above.
  }
}
