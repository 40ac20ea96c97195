import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  messageSendRoute,
  messagesMarkReadRoute,
  messagesRoute,
  roomCreateRoute,
  roomsRoute,
} from '@momento/contract/routes';

// Messages: one function per call.

/** GET /user/message/rooms.php: the user's rooms, most recent first. */
export function getRooms(client: Client, page = 1, signal?: AbortSignal): Promise<OperationReply<'rooms'>> {
  return client.call('rooms', { query: { page } }, { signal, route: roomsRoute });
}

/** GET /user/message/rooms.php?unread=1: the first page of the rooms with unread messages (ours). */
export function getUnreadRooms(client: Client, signal?: AbortSignal): Promise<OperationReply<'rooms'>> {
  return client.call('rooms', { query: { page: 1, unread: 1 } }, { signal, route: roomsRoute });
}

/** GET /user/message/rooms.php?room_id=: one room (its name and image for the chat's heading). */
export function getRoom(
  client: Client,
  roomId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'rooms'>> {
  return client.call('rooms', { query: { page: 1, room_id: roomId } }, { signal, route: roomsRoute });
}

/** POST /user/message/rooms.php with receiver_id: opens (or reuses) the room with that user (contact a seller). */
export function createRoom(
  client: Client,
  receiverId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'roomCreate'>> {
  return client.call('roomCreate', { body: { receiver_id: receiverId } }, { signal, route: roomCreateRoute });
}

/** GET /user/message/messages.php by room_id and page: newest first (page 1 holds the latest messages). */
export function getMessages(
  client: Client,
  roomId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<OperationReply<'messages'>> {
  return client.call('messages', { query: { room_id: roomId, page } }, { signal, route: messagesRoute });
}

/** POST /user/message/messages.php with room_id and message. */
export function sendMessage(
  client: Client,
  roomId: number,
  message: string,
  signal?: AbortSignal,
): Promise<OperationReply<'messageSend'>> {
  return client.call(
    'messageSend',
    { body: { room_id: roomId, message } },
    { signal, route: messageSendRoute },
  );
}

/** PUT /user/message/messages.php?action=updateUnreadMessageFlag with room_id: clears the room's unread flag. */
export function markRoomRead(
  client: Client,
  roomId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'messagesMarkRead'>> {
  return client.call(
    'messagesMarkRead',
    { body: { room_id: roomId } },
    { signal, route: messagesMarkReadRoute },
  );
}
