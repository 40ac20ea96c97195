import type { Order } from '@momento/contract';
import { EMBED_ORDER_MESSAGE, type EmbedOrderMessage } from '@momento/contract/routes';
import { useEffect } from 'react';
import { readEmbedOpener, saveEmbedOpener } from './embedOrder.ts';
import { useEmbedAllowance } from './useEmbedSignIn.ts';

/**
 * On the order page of a tab a partner's widget opened (embedOpener.ts): once the order is paid, and only if the
 * signed-in buyer allows that partner's origin (they signed in on it through the widget), posts the order's number
 * and total to the opener, to that exact origin only (the browser drops it if the opener is elsewhere now), once
 * per order. The widget checks the tab, the site's origin and the nonce (the embed's orders.ts).
 */
export function useTellEmbedOpener(order: Order | undefined, view: Window = window): void {
  const opener = readEmbedOpener(view);
  const paid =
    order?.status === 'PAID' &&
    view.opener !== null &&
    opener !== null &&
    !opener.told.includes(order.order_no);
  const { data: allowed } = useEmbedAllowance(paid ? opener.origin : null);
  const orderNo = order?.order_no;
  const total = order?.pricing_summary.total;
  useEffect(() => {
    const current = readEmbedOpener(view);
    if (!paid || allowed !== true || !current || !orderNo || !total || current.told.includes(orderNo)) return;
    const message: EmbedOrderMessage = {
      type: EMBED_ORDER_MESSAGE,
      nonce: current.nonce,
      order_no: orderNo,
      amount: total.value,
      currency: total.currency,
    };
    saveEmbedOpener({ ...current, told: [...current.told, orderNo] }, view);
    (view.opener as Window | null)?.postMessage(message, current.origin);
  }, [paid, allowed, orderNo, total, view]);
}
