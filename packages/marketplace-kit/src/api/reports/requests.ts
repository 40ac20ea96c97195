import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  reportCreateRoute,
  reportRepliesRoute,
  reportReplyRoute,
  reportRoomsRoute,
  reportSellerRoute,
  reportTypesRoute,
  sellerReportTypesRoute,
} from '@momento/contract/routes';

// Reports: one function per call.

/** POST user/reports.php with content, report_type, report_on (report a seller). */
export function reportSeller(
  client: Client,
  body: OperationBody<'reportSeller'>,
  signal?: AbortSignal,
): Promise<OperationReply<'reportSeller'>> {
  return client.call('reportSeller', { body }, { signal, route: reportSellerRoute });
}

/** GET user/reports.php: the seller report types (the one unauthenticated report-type call). */
export function getSellerReportTypes(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'sellerReportTypes'>> {
  return client.call('sellerReportTypes', undefined, { signal, route: sellerReportTypesRoute });
}

/** GET /user/common_report/report.php: the user's report rooms. */
export function getReportRooms(
  client: Client,
  page = 1,
  signal?: AbortSignal,
): Promise<OperationReply<'reportRooms'>> {
  return client.call('reportRooms', { query: { page } }, { signal, route: reportRoomsRoute });
}

/** GET /user/common_report/report.php?action=type: the types of a new report. */
export function getReportTypes(client: Client, signal?: AbortSignal): Promise<OperationReply<'reportTypes'>> {
  return client.call('reportTypes', undefined, { signal, route: reportTypesRoute });
}

/** POST /user/common_report/report.php with reportType, title, description. */
export function createReport(
  client: Client,
  body: OperationBody<'reportCreate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'reportCreate'>> {
  return client.call('reportCreate', { body }, { signal, route: reportCreateRoute });
}

/** GET /user/common_report/replies.php by room_id: the report (title, description) with its replies, newest first. */
export function getReportThread(
  client: Client,
  roomId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'reportReplies'>> {
  return client.call('reportReplies', { query: { room_id: roomId } }, { signal, route: reportRepliesRoute });
}

/** POST /user/common_report/replies.php with room_id and message. */
export function replyToReport(
  client: Client,
  roomId: number,
  message: string,
  signal?: AbortSignal,
): Promise<OperationReply<'reportReply'>> {
  return client.call(
    'reportReply',
    { body: { room_id: roomId, message } },
    { signal, route: reportReplyRoute },
  );
}
