import {
  MESSAGE_REFUSALS,
  ERR0010_MESSAGE,
  MESSAGE_MAIL_MINUTES,
  disclosesContact,
  messageReceivedText,
  type Message,
  type Room,
  type User,
} from '@momento/contract';
import type { MockDb, MockRoom } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { emitLive, hasLiveStream } from './live.ts';
import { addMockNotification } from './notifications.ts';
import { displayName, isoNow } from './shared.ts';

type MessageOperations = 'rooms' | 'roomCreate' | 'messages' | 'messageSend' | 'messagesMarkRead';

/** The room as one participant sees it: named after the other one. */
function present(db: MockDb, room: MockRoom, viewer: User): Room {
  const otherId = room.participants[0] === viewer.id ? room.participants[1] : room.participants[0];
  const other = db.accounts.find((account) => account.user.id === otherId)?.user;
  const last = (db.messages.get(room.room_id) ?? [])[0];
  const image = other?.profile_url ? { image_50: other.profile_url } : null;
  return {
    room_id: room.room_id,
    id: room.room_id,
    name: other?.name ?? 'Deleted user',
    room_name: other?.name ?? 'Deleted user',
    image,
    last_message: last
      ? { message: last.message, sender_id: last.sender.user_id, sent_date: last.sent_date }
      : null,
    hasUnreadMessage: room.unread.has(viewer.id),
    lastMsgSentByCurrentUser: last?.sender.user_id === viewer.id,
    participants: room.participants.map((userId) => {
      const user = db.accounts.find((account) => account.user.id === userId)?.user;
      return {
        user_id: userId,
        user_name: user?.name ?? 'Deleted user',
        avatar: user?.profile_url ?? null,
        has_unread_messages: room.unread.has(userId),
      };
    }),
    receiver_id: otherId,
  };
}

/** When each recipient of each room was last told of a message: room id -> user id -> time (ms). */
const toldAt = new WeakMap<MockDb, Map<number, Map<number, number>>>();

/**
 * As the server: a recipient with no page open (no live stream) is told of a message by a notification, at most once
 * per room every MESSAGE_MAIL_MINUTES.
 */
function tellRecipient(db: MockDb, room: MockRoom, recipientId: number, sender: User): void {
  if (hasLiveStream(db, recipientId)) return;
  const rooms = toldAt.get(db) ?? new Map<number, Map<number, number>>();
  toldAt.set(db, rooms);
  const told = rooms.get(room.room_id) ?? new Map<number, number>();
  rooms.set(room.room_id, told);
  const last = told.get(recipientId);
  if (last !== undefined && db.now() - last < MESSAGE_MAIL_MINUTES * 60_000) return;
  told.set(recipientId, db.now());
  addMockNotification(db, recipientId, messageReceivedText(displayName(sender), room.room_id));
}

function roomFor(context: MockContext<MessageOperations>, roomId: number): MockRoom {
  const viewer = viewerOf(context);
  const room = context.db.rooms.find(
    (item) => item.room_id === roomId && item.participants.includes(viewer.id),
  );
  return room ?? fail('NOT_FOUND', MESSAGE_REFUSALS.roomNotFound);
}

export const messageImplementations: Pick<Implementations, MessageOperations> = {
  rooms(context) {
    const { db, query } = context;
    const viewer = viewerOf(context);
    const rooms = db.rooms
      .filter(
        (room) =>
          room.participants.includes(viewer.id) &&
          (!query.room_id || room.room_id === query.room_id) &&
          (!query.receiver_id || room.participants.includes(query.receiver_id)) &&
          (!query.unread || room.unread.has(viewer.id)),
      )
      .map((room) => present(db, room, viewer));
    return paginate(rooms, context);
  },
  roomCreate(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    if (body.receiver_id === viewer.id) fail('VALIDATION', MESSAGE_REFUSALS.self);
    if (!db.accounts.some((account) => account.user.id === body.receiver_id))
      fail('NOT_FOUND', MESSAGE_REFUSALS.receiverNotFound);
    const existing = db.rooms.find(
      (room) => room.participants.includes(viewer.id) && room.participants.includes(body.receiver_id),
    );
    const room = existing ?? {
      room_id: db.nextId(),
      participants: [viewer.id, body.receiver_id] as [number, number],
      unread: new Set<number>(),
    };
    if (!existing) db.rooms.unshift(room);
    return present(db, room, viewer);
  },
  /** Newest first, so page 1 is the latest messages; the chat shows them newest at the bottom. */
  messages: (context) =>
    paginate(context.db.messages.get(roomFor(context, context.query.room_id).room_id) ?? [], context),
  messageSend(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const room = roomFor(context, body.room_id);
    if (disclosesContact(body.message)) fail('ERR0010', ERR0010_MESSAGE);
    const message: Message = {
      message_id: db.nextId(),
      message: body.message,
      sent_date: isoNow(db),
      sender: {
        user_id: viewer.id,
        user_name: viewer.name,
        avatar: viewer.profile_url ? { image_50: viewer.profile_url } : null,
      },
    };
    db.messages.set(room.room_id, [message, ...(db.messages.get(room.room_id) ?? [])]);
    for (const userId of room.participants) if (userId !== viewer.id) room.unread.add(userId);
    emitLive(db, room.participants, {
      type: 'message',
      room_id: room.room_id,
      message_id: message.message_id,
      sender_id: viewer.id,
    });
    for (const userId of room.participants) if (userId !== viewer.id) tellRecipient(db, room, userId, viewer);
    return message;
  },
  messagesMarkRead(context) {
    const viewer = viewerOf(context);
    const room = roomFor(context, context.body.room_id);
    const wasUnread = room.unread.delete(viewer.id);
    if (wasUnread) emitLive(context.db, [viewer.id], { type: 'read', room_id: room.room_id });
    return { ok: true };
  },
};
