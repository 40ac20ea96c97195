import type { Message, Room } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useNavigation, useSession } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { messageKeys } from './keys.ts';
import { createRoom, getMessages, getRoom, getRooms, markRoomRead, sendMessage } from './requests.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/** The signed-in user's rooms with infinite scroll ('No Rooms Found' / 'No more Rooms found'). */
export function useRooms(): InfiniteList<Room> {
  const client = useClient();
  const { status } = useSession();
  return useInfiniteList(status === 'loggedIn' ? messageKeys.rooms() : null, (page) => getRooms(client, page));
}

/** One room (the other participant's name and image); undefined data while loading, null when it is not the user's. */
export function useRoom(roomId: number): SWRResponse<Room | null> {
  const client = useClient();
  const { status } = useSession();
  return useSWR(status === 'loggedIn' && roomId > 0 ? messageKeys.room(roomId) : null, async () => {
    const page = await getRoom(client, roomId);
    return page.items[0] ?? null;
  });
}

/** A room's messages, newest first (page 1 is the latest); the chat shows them bottom-up. */
export function useRoomMessages(roomId: number): InfiniteList<Message> {
  const client = useClient();
  const { status } = useSession();
  return useInfiniteList(status === 'loggedIn' && roomId > 0 ? messageKeys.thread(roomId) : null, (page) => getMessages(client, roomId, page));
}

/**
 * How many of the user's most recent rooms (the first page) are unread: the header's badge. The API has no count
 * call; a room with news moves to the top, so the first page holds every room that matters for the badge.
 */
export function useUnreadRooms(): SWRResponse<number> {
  const client = useClient();
  const { status } = useSession();
  return useSWR(status === 'loggedIn' ? messageKeys.unread() : null, async () => {
    const page = await getRooms(client, 1);
    return page.items.filter((room) => room.hasUnreadMessage).length;
  });
}

export interface SendMessageInput {
  roomId: number;
  message: string;
}

/**
 * Sends a chat message. A failure toasts the server's message; the chat itself shows the spec's fixed ERR0010 text
 * under its box (account-area.md section 5). The rooms and the badge are read again after a send.
 */
export function useSendMessage(options: Callbacks<SendMessageInput, Message> = {}) {
  return useMutation(({ roomId, message }: SendMessageInput, { client, signal }) => sendMessage(client, roomId, message, signal), {
    ...options,
    invalidate: () => [messageKeys.unread(), (key) => Array.isArray(key) && key[0] === 'messages' && key[1] === 'room'],
  });
}

/** Clears a room's unread flag (opening a room, account-area.md section 2); silent either way. */
export function useMarkRoomRead() {
  return useMutation((roomId: number, { client, signal }) => markRoomRead(client, roomId, signal), {
    errorNotice: false,
    invalidate: (_reply, roomId) => [messageKeys.unread(), messageKeys.room(roomId)],
  });
}

/**
 * Contact a seller: opens (or reuses) the room with that user and goes to /account/mymessages/{room_id}.
 * @param roomsPath where the rooms live @default '/account/mymessages'
 */
export function useContactSeller(roomsPath = '/account/mymessages') {
  const navigation = useNavigation();
  return useMutation((receiverId: number, { client, signal }) => createRoom(client, receiverId, signal), {
    onSuccess: (room) => navigation.navigate(`${roomsPath}/${room.room_id}`),
  });
}
