// Mock data of the messages and reports stories and tests: a room between the seeded buyer and seller with a
// conversation, and reports with replies. Not exported from the package.
import {
  buildReportReply,
  buildReportRoom,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  type MockApi,
} from '#mocks/index.ts';

export const ROOM_ID = 501;
export const REPORT_ID = 601;

export function accountId(api: MockApi, email: string): number {
  const account = api.db.accounts.find((item) => item.user.mail === email);
  if (!account) throw new Error(`no mock account ${email}`);
  return account.user.id;
}

/**
 * A room between the buyer and the seller with `count` messages (oldest first, alternating, one minute apart);
 * unread for the buyer unless `unread` is false.
 */
export function withConversation(api: MockApi, { count = 6, unread = true, roomId = ROOM_ID } = {}) {
  const buyer = accountId(api, MOCK_BUYER_EMAIL);
  const seller = accountId(api, MOCK_SELLER_EMAIL);
  const names = new Map(api.db.accounts.map((account) => [account.user.id, account.user.name]));
  const start = Date.parse('2026-11-20T09:00:00.000Z');
  const messages = Array.from({ length: count }, (_, index) => {
    const sender = index % 2 === 0 ? buyer : seller;
    return {
      message_id: roomId * 1000 + index + 1,
      message:
        index % 2 === 0
          ? `Question ${index + 1}: is the stub in good condition?`
          : `Answer ${index + 1}: yes, it ships in a top loader.`,
      sent_date: new Date(start + index * 60_000).toISOString(),
      sender: { user_id: sender, user_name: names.get(sender) ?? '', avatar: null },
    };
  });
  api.db.rooms.unshift({
    room_id: roomId,
    participants: [buyer, seller],
    unread: new Set(unread ? [buyer] : []),
  });
  // The mock keeps each room's messages newest first, as the API pages them.
  api.db.messages.set(roomId, messages.reverse());
  return { buyer, seller };
}

/** Two reports of the buyer: one with a reply from the marketplace. */
export function withReports(api: MockApi) {
  const buyer = accountId(api, MOCK_BUYER_EMAIL);
  api.db.reports.unshift(
    {
      room: buildReportRoom({ room_id: REPORT_ID, reported_by: { id: buyer, name: 'Ada Lovelace' } }),
      userId: buyer,
      replies: [buildReportReply({ message_id: 9001 })],
    },
    {
      room: buildReportRoom({
        room_id: REPORT_ID + 1,
        title: 'Payment charged twice',
        type: 'Payment problem',
        reported_by: { id: buyer, name: 'Ada Lovelace' },
      }),
      userId: buyer,
      replies: [],
    },
  );
}
