import type { FulfilmentReply, OperationBody, OperationReply } from '@momento/contract';
import { notices } from '../../texts.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import {
  addTracking,
  markOrderDelivered,
  markOrderReceived,
  updateTracking,
  type TrackingInput,
} from './fulfilment.ts';
import { isOrderKey } from './keys.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/**
 * Add or update tracking ('Tracking information Added successfully' / '... Updated successfully'); every order list
 * and detail is read again. A refusal shows the server's message and keeps the dialog open.
 */
export function useSaveTracking(
  options: Callbacks<TrackingInput & { isUpdate: boolean }, FulfilmentReply> = {},
) {
  return useMutation(
    ({ isUpdate, ...body }: TrackingInput & { isUpdate: boolean }, { client, signal }) =>
      isUpdate ? updateTracking(client, body, signal) : addTracking(client, body, signal),
    {
      ...options,
      successNotice: (_reply, input) => (input.isUpdate ? notices.trackingUpdated : notices.trackingAdded),
      invalidate: () => [isOrderKey],
    },
  );
}

/** 'Order Delivered' (seller, shipped status): 'Order status set to delivered successfully'. */
export function useMarkDelivered(
  options: Callbacks<OperationBody<'orderDelivered'>, OperationReply<'orderDelivered'>> = {},
) {
  return useMutation(
    (body: OperationBody<'orderDelivered'>, { client, signal }) => markOrderDelivered(client, body, signal),
    {
      ...options,
      successNotice: notices.orderDelivered,
      invalidate: () => [isOrderKey],
    },
  );
}

/** 'Order Received' (buyer): 'Order status set to received successfully'. */
export function useMarkReceived(
  options: Callbacks<OperationBody<'orderReceived'>, OperationReply<'orderReceived'>> = {},
) {
  return useMutation(
    (body: OperationBody<'orderReceived'>, { client, signal }) => markOrderReceived(client, body, signal),
    {
      ...options,
      successNotice: notices.orderReceived,
      invalidate: () => [isOrderKey],
    },
  );
}
