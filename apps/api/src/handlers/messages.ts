import { MESSAGE_REFUSALS, ERR0010_MESSAGE, disclosesContact, displayName, type Message, type Room } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { avatarOf } from '../views/people.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { publishLive } from '../live/hub.ts';
import { hasPageOpen } from '../live/presence.ts';
import { messageReceived } from '../notifications/events.ts';

// Messages: /user/message/rooms.php and /user/message/messages.php. One room per pair of users.

type RoomRow = {
  id: number;
  has_unread: boolean;
  other_id: number;
  other_name: string;
  other_is_admin: boolean;
  other_image: string | null;
  other_unread: boolean;
  last_message: string | null;
  last_sender: number | null;
  last_sent: Date | null;
};

async function roomRows(db: Queryable, viewer: Viewer, where: ReturnType<typeof sql<boolean>>, limit: number, offset: number): Promise<RoomRow[]> {
  const rows = await sql<RoomRow>`
    SELECT r.id, me.has_unread, other.user_id AS other_id, u.name AS other_name, u.is_admin AS other_is_admin, u.profile_image AS other_image,
           other.has_unread AS other_unread, m.message AS last_message, m.sender_id AS last_sender, m.sent_at AS last_sent
      FROM rooms r
      JOIN room_participants me ON me.room_id = r.id AND me.user_id = ${viewer.id}
      JOIN room_participants other ON other.room_id = r.id AND other.user_id <> ${viewer.id}
      JOIN users u ON u.id = other.user_id
      LEFT JOIN LATERAL (SELECT message, sender_id, sent_at FROM messages WHERE room_id = r.id ORDER BY id DESC LIMIT 1) m ON true
     WHERE ${where}
     ORDER BY r.last_message_at DESC NULLS LAST, r.id DESC
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

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
        ? { message: row.last_message, sender_id: row.last_sender, sent_date: new Date(row.last_sent).toISOString() }
        : null,
    hasUnreadMessage: row.has_unread,
    lastMsgSentByCurrentUser: row.last_sender === viewer.id,
    participants: [
      { user_id: viewer.id, user_name: viewer.name, avatar: null, has_unread_messages: row.has_unread },
      { user_id: row.other_id, user_name: name, avatar: avatar?.image_50 ?? null, has_unread_messages: row.other_unread },
    ],
    receiver_id: row.other_id,
  };
}

async function memberRoom(db: Queryable, viewer: Viewer, roomId: number): Promise<void> {
  const row = await db.selectFrom('room_participants').select('room_id').where('room_id', '=', roomId).where('user_id', '=', viewer.id).executeTakeFirst();
  if (!row) throw notFound(MESSAGE_REFUSALS.roomNotFound);
}

async function markRead(db: Queryable, viewer: Viewer, roomId: number): Promise<void> {
  const [result] = await db
    .updateTable('room_participants')
    .set({ has_unread: false, last_read_at: new Date() })
    .where('room_id', '=', roomId)
    .where('user_id', '=', viewer.id)
    .where('has_unread', '=', true)
    .execute();
  // The user's other tabs (rooms list, header badge) drop the unread marker.
  if (result && result.numUpdatedRows > 0n) await publishLive(db, [viewer.id], { type: 'read', room_id: roomId });
}

type MessageRow = { id: number; message: string; sent_at: Date; sender_id: number; sender_name: string; sender_is_admin: boolean; sender_image: string | null };

function toMessage(row: MessageRow, apiBase: string): Message {
  const avatar = avatarOf(apiBase, row.sender_image);
  return {
    message_id: row.id,
    message: row.message,
    sent_date: new Date(row.sent_at).toISOString(),
    sender: { user_id: row.sender_id, user_name: displayName(row.sender_name, row.sender_is_admin), avatar: avatar ? { image_50: avatar.image_50 } : null },
  };
}

export const messageHandlers = {
  async rooms(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const where = [sql<boolean>`true`];
    if (q.receiver_id !== undefined) where.push(sql<boolean>`other.user_id = ${q.receiver_id}`);
    if (q.room_id !== undefined) where.push(sql<boolean>`r.id = ${q.room_id}`);
    if (q.unread === 1) where.push(sql<boolean>`me.has_unread`);
    const rows = await roomRows(ctx.db, viewer, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset);
    return listReply(rows.map((r) => toRoom(r, viewer, ctx.services.config.publicApiBase)), ctx, q.page, size);
  },

  async roomCreate(ctx) {
    const viewer = viewerOf(ctx);
    const receiverId = ctx.body.receiver_id;
    if (receiverId === viewer.id) throw badRequest(MESSAGE_REFUSALS.self);
    const receiver = await ctx.db.selectFrom('users').select('id').where('id', '=', receiverId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!receiver) throw notFound(MESSAGE_REFUSALS.receiverNotFound);
    const pairKey = `${Math.min(viewer.id, receiverId)}:${Math.max(viewer.id, receiverId)}`;
    await sql`INSERT INTO rooms (pair_key, created_by) VALUES (${pairKey}, ${viewer.id}) ON CONFLICT (pair_key) DO NOTHING`.execute(ctx.db);
    const room = await ctx.db.selectFrom('rooms').select('id').where('pair_key', '=', pairKey).executeTakeFirstOrThrow();
    await sql`INSERT INTO room_participants (room_id, user_id) VALUES (${room.id}, ${viewer.id}), (${room.id}, ${receiverId}) ON CONFLICT DO NOTHING`.execute(ctx.db);
    const [row] = await roomRows(ctx.db, viewer, sql<boolean>`r.id = ${room.id}`, 1, 0);
    if (!row) throw notFound(MESSAGE_REFUSALS.roomNotFound);
    return toRoom(row, viewer, ctx.services.config.publicApiBase);
  },

  async messages(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    await memberRoom(ctx.db, viewer, q.room_id);
    const { offset, limit, size } = pageWindow(q.page);
    // Newest first (page 1 is the latest); the chat shows them bottom-up. Opening the room clears its unread flag.
    const rows = await sql<MessageRow>`
      SELECT m.id, m.message, m.sent_at, m.sender_id, u.name AS sender_name, u.is_admin AS sender_is_admin, u.profile_image AS sender_image
        FROM messages m JOIN users u ON u.id = m.sender_id
       WHERE m.room_id = ${q.room_id} ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db);
    await markRead(ctx.db, viewer, q.room_id);
    return listReply(rows.rows.map((r) => toMessage(r, ctx.services.config.publicApiBase)), ctx, q.page, size);
  },

  async messageSend(ctx) {
    const viewer = viewerOf(ctx);
    const { room_id: roomId, message } = ctx.body;
    await memberRoom(ctx.db, viewer, roomId);
    if (disclosesContact(message)) throw new ApiError('ERR0010', ERR0010_MESSAGE);
    const row = await ctx.db.insertInto('messages').values({ room_id: roomId, sender_id: viewer.id, message }).returning(['id', 'sent_at']).executeTakeFirstOrThrow();
    await ctx.db.updateTable('rooms').set({ last_message_at: row.sent_at }).where('id', '=', roomId).execute();
    await ctx.db.updateTable('room_participants').set({ has_unread: true }).where('room_id', '=', roomId).where('user_id', '<>', viewer.id).execute();
    // Both participants' open pages (the sender's other tabs too) learn of it when this transaction commits.
    const participants = await ctx.db.selectFrom('room_participants').select('user_id').where('room_id', '=', roomId).execute();
    await publishLive(
      ctx.db,
      participants.map((p) => p.user_id),
      { type: 'message', room_id: roomId, message_id: row.id, sender_id: viewer.id },
    );
    const me = await ctx.db.selectFrom('users').select(['name', 'is_admin', 'profile_image']).where('id', '=', viewer.id).executeTakeFirstOrThrow();
    // Someone with a page open sees the message live; the others are told by a notification (and e-mail). A page
    // may listen on this process (its hub knows at once) or on another one (live_presence).
    for (const p of participants) {
      if (p.user_id === viewer.id || ctx.services.live.hasStream(p.user_id) || (await hasPageOpen(ctx.db, p.user_id))) continue;
      await messageReceived(ctx.db, { id: row.id, roomId, senderName: displayName(me.name, me.is_admin), recipientId: p.user_id });
    }
    return toMessage(
      { id: row.id, message, sent_at: row.sent_at, sender_id: viewer.id, sender_name: me.name, sender_is_admin: me.is_admin, sender_image: me.profile_image },
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
