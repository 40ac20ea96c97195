import type { OperationBody, OperationReply } from '@momento/contract';
import { isReportKey } from '../reports/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { isAdminKey } from './keys.ts';
import {
  approveDelivery,
  bulkApproveQueue,
  cancelDelivery,
  closeReport,
  createPartner,
  deletePartner,
  decideQueueItem,
  mergeQueueItem,
  reopenReport,
  replyAsAdmin,
  setTicketVisibility,
  setSellerPermission,
  updatePartner,
} from './requests.ts';

// The admin area's actions. Each reads every admin list and count again on success (see isAdminKey); the widget
// passes the success notice, and a failure toasts the server's message (which says what to do). A dialog stays
// open on failure, with what the admin typed.

type Options<Input, Result> = Pick<
  MutationOptions<Input, Result>,
  'onSuccess' | 'onError' | 'successNotice' | 'errorNotice'
>;

const everyAdminKey = () => [isAdminKey];

/** Approve, reject (with a reason) or edit then approve one queued item. */
export function useQueueDecision(
  options: Options<OperationBody<'adminQueueDecide'>, OperationReply<'adminQueueDecide'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminQueueDecide'>, { client, signal }) => decideQueueItem(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Approve the selected queued items. */
export function useBulkApprove(
  options: Options<OperationBody<'adminQueueBulkApprove'>, OperationReply<'adminQueueBulkApprove'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminQueueBulkApprove'>, { client, signal }) =>
      bulkApproveQueue(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Merge a queued duplicate into the approved item it resembles. */
export function useQueueMerge(
  options: Options<OperationBody<'adminQueueMerge'>, OperationReply<'adminQueueMerge'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminQueueMerge'>, { client, signal }) => mergeQueueItem(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** The admin's reply to a report; the reporter's own thread is read again too. */
export function useAdminReportReply(
  options: Options<OperationBody<'adminReportReply'>, OperationReply<'adminReportReply'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminReportReply'>, { client, signal }) => replyAsAdmin(client, body, signal),
    {
      ...options,
      invalidate: () => [isAdminKey, isReportKey],
    },
  );
}

/** Close a report. */
export function useCloseReport(options: Options<number, OperationReply<'adminReportClose'>> = {}) {
  return useMutation((reportId: number, { client, signal }) => closeReport(client, reportId, signal), {
    ...options,
    invalidate: () => [isAdminKey, isReportKey],
  });
}

/** Reopen a closed report. */
export function useReopenReport(options: Options<number, OperationReply<'adminReportReopen'>> = {}) {
  return useMutation((reportId: number, { client, signal }) => reopenReport(client, reportId, signal), {
    ...options,
    invalidate: () => [isAdminKey, isReportKey],
  });
}

/** Settle a delivery as delivered (DELIVERED ACK (ADMIN)). */
export function useApproveDelivery(options: Options<number, OperationReply<'adminDeliveryApprove'>> = {}) {
  return useMutation(
    (subOrderId: number, { client, signal }) => approveDelivery(client, subOrderId, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Cancel a sub-order and refund it. */
export function useCancelDelivery(
  options: Options<OperationBody<'adminDeliveryCancel'>, OperationReply<'adminDeliveryCancel'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminDeliveryCancel'>, { client, signal }) => cancelDelivery(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Deactivate or reactivate a seller. */
export function useSellerPermission(
  options: Options<OperationBody<'adminSellerPermission'>, OperationReply<'adminSellerPermission'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminSellerPermission'>, { client, signal }) =>
      setSellerPermission(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Hide a ticket with a reason, or restore it. */
export function useTicketVisibility(
  options: Options<OperationBody<'adminTicketVisibility'>, OperationReply<'adminTicketVisibility'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminTicketVisibility'>, { client, signal }) =>
      setTicketVisibility(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Add a partner site. */
export function useCreatePartner(
  options: Options<OperationBody<'adminPartnerCreate'>, OperationReply<'adminPartnerCreate'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminPartnerCreate'>, { client, signal }) => createPartner(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Change a partner site: its details, origins, or status (Pause, Resume). */
export function useUpdatePartner(
  options: Options<OperationBody<'adminPartnerUpdate'>, OperationReply<'adminPartnerUpdate'>> = {},
) {
  return useMutation(
    (body: OperationBody<'adminPartnerUpdate'>, { client, signal }) => updatePartner(client, body, signal),
    { ...options, invalidate: everyAdminKey },
  );
}

/** Remove a partner site. */
export function useDeletePartner(options: Options<number, OperationReply<'adminPartnerDelete'>> = {}) {
  return useMutation((partnerId: number, { client, signal }) => deletePartner(client, partnerId, signal), {
    ...options,
    invalidate: everyAdminKey,
  });
}

/** @deprecated use useTicketVisibility. */
export const useListingVisibility = useTicketVisibility;
