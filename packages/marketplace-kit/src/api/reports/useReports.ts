import type { OperationBody, ReportDetail, ReportRoom, ReportType } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { notices } from '../../texts.ts';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { reportKeys } from './keys.ts';
import {
  createReport,
  getReportRooms,
  getReportThread,
  getReportTypes,
  getSellerReportTypes,
  replyToReport,
  reportSeller,
} from './requests.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/** The user's reports ('No reports found'). */
export function useReportRooms(): InfiniteList<ReportRoom> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(canRead ? reportKeys.rooms() : null, (page) => getReportRooms(client, page), {
    revalidateFirstPage: true,
  });
}

/** The types of a new report (from the server). */
export function useReportTypes(): SWRResponse<ReportType[]> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? reportKeys.types() : null, async () => (await getReportTypes(client)).items);
}

/** The seller report types (an unauthenticated call). */
export function useSellerReportTypes(): SWRResponse<ReportType[]> {
  const client = useClient();
  return useSWR(reportKeys.sellerTypes(), async () => (await getSellerReportTypes(client)).items);
}

/** A report with its replies, newest first; null when the answer has no item. */
export function useReportThread(roomId: number): SWRResponse<ReportDetail | null> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(
    canRead && roomId > 0 ? reportKeys.thread(roomId) : null,
    async () => (await getReportThread(client, roomId)).items[0] ?? null,
  );
}

/** Report a seller ('Reported Successfully'). */
export function useReportSeller(options: Callbacks<OperationBody<'reportSeller'>, unknown> = {}) {
  return useMutation(
    (body: OperationBody<'reportSeller'>, { client, signal }) => reportSeller(client, body, signal),
    {
      ...options,
      successNotice: notices.reported,
    },
  );
}

/** A new report ('Reported Successfully'); the list is read again. */
export function useCreateReport(options: Callbacks<OperationBody<'reportCreate'>, ReportRoom> = {}) {
  return useMutation(
    (body: OperationBody<'reportCreate'>, { client, signal }) => createReport(client, body, signal),
    {
      ...options,
      successNotice: notices.reported,
    },
  );
}

export interface ReportReplyInput {
  roomId: number;
  message: string;
}

/** A reply in a report thread; it is put first in the list (see docs/rules/statuses.md), then the thread is read again. */
export function useReportReply(options: Callbacks<ReportReplyInput, unknown> = {}) {
  return useMutation(
    ({ roomId, message }: ReportReplyInput, { client, signal }) =>
      replyToReport(client, roomId, message, signal),
    {
      ...options,
      invalidate: (_reply, { roomId }) => [reportKeys.thread(roomId)],
    },
  );
}
