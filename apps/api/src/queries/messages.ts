import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The chat (handlers/messages.ts): one room per pair of users, its participants' unread flags, its messages.

export type RoomRow = {
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

async function roomRows(
  db: Queryable,
  viewerId: number,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<RoomRow[]> {
  const rows = await sql<RoomRow>`
    SELECT r.id, me.has_unread, other.user_id AS other_id, u.name AS other_name, u.is_admin AS other_is_admin, u.profile_image AS other_image,
           other.has_unread AS other_unread, m.message AS last_message, m.sender_id AS last_sender, m.sent_at AS last_sent
      FROM rooms r
      JOIN room_participants me ON me.room_id = r.id AND me.user_id = ${viewerId}
      JOIN room_participants other ON other.room_id = r.id AND other.user_id <> ${viewerId}
      JOIN users u ON u.id = other.user_id
      LEFT JOIN LATERAL (SELECT message, sender_id, sent_at FROM messages WHERE room_id = r.id ORDER BY id DESC LIMIT 1) m ON true
     WHERE ${where}
     ORDER BY r.last_message_at DESC NULLS LAST, r.id DESC
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** A page of the viewer's rooms, latest message first: with one user, one room, or unread ones only when asked. */
export function roomPage(
  db: Queryable,
  viewerId: number,
  filters: { receiverId?: number | undefined; roomId?: number | undefined; unread: boolean },
  limit: number,
  offset: number,
): Promise<RoomRow[]> {
  const where = [sql<boolean>`true`];
  if (filters.receiverId !== undefined) where.push(sql<boolean>`other.user_id = ${filters.receiverId}`);
  if (filters.roomId !== undefined) where.push(sql<boolean>`r.id = ${filters.roomId}`);
  if (filters.unread) where.push(sql<boolean>`me.has_unread`);
  return roomRows(db, viewerId, sql<boolean>`${sql.join(where, sql` AND `)}`, limit, offset);
}

/** The viewer's room of that id. */
export async function roomOf(db: Queryable, viewerId: number, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await roomRows(db, viewerId, sql<boolean>`r.id = ${roomId}`, 1, 0);
  return row;
}

/** The room of the two users, made with its two participants when they have none yet. */
export async function openRoom(db: Queryable, creatorId: number, otherId: number): Promise<number> {
  const pairKey = `${Math.min(creatorId, otherId)}:${Math.max(creatorId, otherId)}`;
  await sql`INSERT INTO rooms (pair_key, created_by) VALUES (${pairKey}, ${creatorId}) ON CONFLICT (pair_key) DO NOTHING`.execute(
    db,
  );
  const room = await db
    .selectFrom('rooms')
    .select('id')
    .where('pair_key', '=', pairKey)
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO room_participants (room_id, user_id) VALUES (${room.id}, ${creatorId}), (${room.id}, ${otherId}) ON CONFLICT DO NOTHING`.execute(
    db,
  );
  return room.id;
}

/** Whether the user takes part in the room. */
export async function isRoomMember(db: Queryable, roomId: number, userId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('room_participants')
      .select('room_id')
      .where('room_id', '=', roomId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined
  );
}

/** Clears the user's unread flag of the room; true when it was set. */
export async function markRoomRead(db: Queryable, roomId: number, userId: number): Promise<boolean> {
  const [result] = await db
    .updateTable('room_participants')
    .set({ has_unread: false, last_read_at: new Date() })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('has_unread', '=', true)
    .execute();
  return result !== undefined && result.numUpdatedRows > 0n;
}

export type MessageRow = {
  id: number;
  message: string;
  sent_at: Date;
  sender_id: number;
  sender_name: string;
  sender_is_admin: boolean;
  sender_image: string | null;
};

/** A page of the room's messages, newest first. */
export async function roomMessages(
  db: Queryable,
  roomId: number,
  limit: number,
  offset: number,
): Promise<MessageRow[]> {
  const rows = await sql<MessageRow>`
      SELECT m.id, m.message, m.sent_at, m.sender_id, u.name AS sender_name, u.is_admin AS sender_is_admin, u.profile_image AS sender_image
        FROM messages m JOIN users u ON u.id = m.sender_id
       WHERE m.room_id = ${roomId} ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** Writes a message: the room's last message time moves and its other participants have unread. */
export async function insertMessage(
  db: Queryable,
  roomId: number,
  senderId: number,
  message: string,
): Promise<{ id: number; sent_at: Date }> {
  const row = await db
    .insertInto('messages')
    .values({ room_id: roomId, sender_id: senderId, message })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('rooms').set({ last_message_at: row.sent_at }).where('id', '=', roomId).execute();
  await db
    .updateTable('room_participants')
    .set({ has_unread: true })
    .where('room_id', '=', roomId)
    .where('user_id', '<>', senderId)
    .execute();
  return row;
}

/** The room's participants. */
export async function roomParticipantIds(db: Queryable, roomId: number): Promise<number[]> {
  return (
    await db.selectFrom('room_participants').select('user_id').where('room_id', '=', roomId).execute()
  ).map((p) => p.user_id);
}
