import type { FulfilmentReply, OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  fulfilmentAddRoute,
  fulfilmentUpdateRoute,
  orderDeliveredRoute,
  orderReceivedRoute,
} from '@momento/contract/routes';

export type TrackingInput = OperationBody<'fulfilmentAdd'>;

/** POST /seller/orders/fulfillment.php: tracking added, the sub-order ships. */
export function addTracking(
  client: Client,
  body: TrackingInput,
  signal?: AbortSignal,
): Promise<FulfilmentReply> {
  return client.call('fulfilmentAdd', { body }, { signal, route: fulfilmentAddRoute });
}

/** PUT /seller/orders/fulfillment.php: tracking edited. */
export function updateTracking(
  client: Client,
  body: TrackingInput,
  signal?: AbortSignal,
): Promise<FulfilmentReply> {
  return client.call('fulfilmentUpdate', { body }, { signal, route: fulfilmentUpdateRoute });
}

/** PUT /seller/orders/order.php?action=updateOrderDelivered: the seller marks a shipped sub-order delivered. */
export function markOrderDelivered(
  client: Client,
  body: OperationBody<'orderDelivered'>,
  signal?: AbortSignal,
): Promise<OperationReply<'orderDelivered'>> {
  return client.call('orderDelivered', { body }, { signal, route: orderDeliveredRoute });
}

/** PUT /user/orders/order.php?action=updateOrderReceived: the buyer confirms a sub-order received. */
export function markOrderReceived(
  client: Client,
  body: OperationBody<'orderReceived'>,
  signal?: AbortSignal,
): Promise<OperationReply<'orderReceived'>> {
  return client.call('orderReceived', { body }, { signal, route: orderReceivedRoute });
}
