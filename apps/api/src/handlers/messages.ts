import {
  MESSAGE_REFUSALS,
  ERR0010_MESSAGE,
  disclosesContact,
  displayName,
  type Message,
  type Room,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import {
  insertMessage,
  isRoomMember,
  markRoomRead,
  openRoom,
  roomMessages,
  roomOf,
  roomPage,
  roomParticipantIds,
  type MessageRow,
  type RoomRow,
} from '../queries/messages.ts';
import { userCard, userExists } from '../queries/users.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { hasPageOpen } from '../live/presence.ts';
import { messageReceived } from '../notifications/events.ts';

// Messages: /user/message/rooms.php and /user/message/messages.php. One room per pair of users.

function toRoom(row: RoomRow, viewer: Viewer, apiBase: string): Room {
  const name = displayName(row.other_name, row.other_is_admin);
  const avatar = avatarOf(apiBase, row.other_image);
  return {
    room_id: row.id,
    id: row.id,
    name,
    room_name: name,
    image: avatar ? { image_50: avatar.image_50 } : null,
    last_message:
      row.last_message !== null && row.last_sender !== null && row.last_sent !== null
        ? {
            message: row.last_message,
            sender_id: row.last_sender,
            sent_date: new Date(row.last_sent).toISOString(),
          }
        : null,
    hasUnreadMessage: row.has_unread,
    lastMsgSentByCurrentUser: row.last_sender === viewer.id,
    participants: [
      { user_id: viewer.id, user_name: viewer.name, avatar: null, has_unread_messages: row.has_unread },
      {
        user_id: row.other_id,
        user_name: name,
        avatar: avatar?.image_50 ?? null,
        has_unread_messages: row.other_unread,
      },
    ],
    receiver_id: row.other_id,
  };
}

async function memberRoom(db: Queryable, viewer: Viewer, roomId: number): Promise<void> {
  if (!(await isRoomMember(db, roomId, viewer.id))) throw notFound(MESSAGE_REFUSALS.roomNotFound);
}

async function markRead(db: Queryable, viewer: Viewer, roomId: number): Promise<void> {
  // The user's other tabs (rooms list, header badge) drop the unread marker.
  if (await markRoomRead(db, roomId, viewer.id))
    await publishLive(db, [viewer.id], { type: 'read', room_id: roomId });
}

function toMessage(row: MessageRow, apiBase: string): Message {
  const avatar = avatarOf(apiBase, row.sender_image);
  return {
    message_id: row.id,
    message: row.message,
    sent_date: new Date(row.sent_at).toISOString(),
    sender: {
      user_id: row.sender_id,
      user_name: displayName(row.sender_name, row.sender_is_admin),
      avatar: avatar ? { image_50: avatar.image_50 } : null,
    },
  };
}

export const messageHandlers = {
  async rooms(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const rows = await roomPage(
      ctx.db,
      viewer.id,
      { receiverId: q.receiver_id, roomId: q.room_id, unread: q.unread === 1 },
      limit,
      offset,
    );
    return listReply(
      rows.map((r) => toRoom(r, viewer, ctx.services.config.publicApiBase)),
      ctx,
      q.page,
      size,
    );
  },

  async roomCreate(ctx) {
    const viewer = viewerOf(ctx);
    const receiverId = ctx.body.receiver_id;
    if (receiverId === viewer.id) throw badRequest(MESSAGE_REFUSALS.self);
    if (!(await userExists(ctx.db, receiverId))) throw notFound(MESSAGE_REFUSALS.receiverNotFound);
    const roomId = await openRoom(ctx.db, viewer.id, receiverId);
    const row = await roomOf(ctx.db, viewer.id, roomId);
    if (!row) throw notFound(MESSAGE_REFUSALS.roomNotFound);
    return toRoom(row, viewer, ctx.services.config.publicApiBase);
  },

  async messages(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    await memberRoom(ctx.db, viewer, q.room_id);
    const { offset, limit, size } = pageWindow(q.page);
    // Newest first (page 1 is the latest); the chat shows them bottom-up. Opening the room clears its unread flag.
    const rows = await roomMessages(ctx.db, q.room_id, limit, offset);
    await markRead(ctx.db, viewer, q.room_id);
    return listReply(
      rows.map((r) => toMessage(r, ctx.services.config.publicApiBase)),
      ctx,
      q.page,
      size,
    );
  },

  async messageSend(ctx) {
    const viewer = viewerOf(ctx);
    const { room_id: roomId, message } = ctx.body;
    await memberRoom(ctx.db, viewer, roomId);
    if (disclosesContact(message)) throw new ApiError('ERR0010', ERR0010_MESSAGE);
    const row = await insertMessage(ctx.db, roomId, viewer.id, message);
    // Both participants' open pages (the sender's other tabs too) learn of it when this transaction commits.
    const participants = await roomParticipantIds(ctx.db, roomId);
    await publishLive(ctx.db, participants, {
      type: 'message',
      room_id: roomId,
      message_id: row.id,
      sender_id: viewer.id,
    });
    const me = await userCard(ctx.db, viewer.id);
    // Someone with a page open sees the message live; the others are told by a notification (and e-mail). A page
    // may listen on this process (its hub knows at once) or on another one (live_presence).
    for (const userId of participants) {
      if (userId === viewer.id || ctx.services.live.hasStream(userId) || (await hasPageOpen(ctx.db, userId)))
        continue;
      await messageReceived(ctx.db, {
        id: row.id,
        roomId,
        senderName: displayName(me.name, me.is_admin),
        recipientId: userId,
      });
    }
    return toMessage(
      {
        id: row.id,
        message,
        sent_at: row.sent_at,
        sender_id: viewer.id,
        sender_name: me.name,
        sender_is_admin: me.is_admin,
        sender_image: me.profile_image,
      },
      ctx.services.config.publicApiBase,
    );
  },

  async messagesMarkRead(ctx) {
    const viewer = viewerOf(ctx);
    await memberRoom(ctx.db, viewer, ctx.body.room_id);
    await markRead(ctx.db, viewer, ctx.body.room_id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
