import type { Message, Room } from '@momento/contract';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { useClient, useNavigation, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { messageKeys } from './keys.ts';
import {
  createRoom,
  getMessages,
  getRoom,
  getRooms,
  getUnreadRooms,
  markRoomRead,
  sendMessage,
} from './requests.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/**
 * The rooms list's cache key. Revalidating it also when the list is not on screen (a room read or a message sent
 * from the chat) makes the list read its first page again when it comes back, instead of showing what it had.
 */
const roomsListKey = infiniteKey(() => [...messageKeys.rooms(), 1]);

/** The signed-in user's rooms with infinite scroll ('No Rooms Found' / 'No more Rooms found'). */
export function useRooms(): InfiniteList<Room> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(canRead ? messageKeys.rooms() : null, (page) => getRooms(client, page), {
    revalidateFirstPage: true,
  });
}

/** One room (the other participant's name and image); undefined data while loading, null when it is not the user's. */
export function useRoom(roomId: number): SWRResponse<Room | null> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead && roomId > 0 ? messageKeys.room(roomId) : null, async () => {
    const page = await getRoom(client, roomId);
    return page.items[0] ?? null;
  });
}

/** A room's messages, newest first (page 1 is the latest); the chat shows them bottom-up. */
export function useRoomMessages(roomId: number): InfiniteList<Message> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(
    canRead && roomId > 0 ? messageKeys.thread(roomId) : null,
    (page) => getMessages(client, roomId, page),
    {
      revalidateFirstPage: true,
    },
  );
}

/**
 * How many of the user's most recent rooms (the first page) are unread: the header's badge. The API has no count
 * call; a room with news moves to the top, so the first page holds every room that matters for the badge.
 */
export function useUnreadRooms(): SWRResponse<number> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? messageKeys.unread() : null, async () => {
    // The unread rooms only: a full page with more to come is more than any badge shows ('10+').
    const page = await getUnreadRooms(client);
    return page.items.length + (page.next ? 1 : 0);
  });
}

export interface SendMessageInput {
  roomId: number;
  message: string;
}

/**
 * Sends a chat message. A failure toasts the server's message; the chat itself shows the spec's fixed ERR0010 text
 * under its box (see docs/rules/validation.md). The rooms and the badge are read again after a send.
 */
export function useSendMessage(options: Callbacks<SendMessageInput, Message> = {}) {
  const { mutate } = useSWRConfig();
  return useMutation(
    ({ roomId, message }: SendMessageInput, { client, signal }) =>
      sendMessage(client, roomId, message, signal),
    {
      ...options,
      invalidate: () => [
        messageKeys.unread(),
        (key) => Array.isArray(key) && key[0] === 'messages' && key[1] === 'room',
      ],
      updateCache: () => mutate(roomsListKey),
    },
  );
}

/** Clears a room's unread flag (opening a room); silent either way. */
export function useMarkRoomRead() {
  const { mutate } = useSWRConfig();
  return useMutation((roomId: number, { client, signal }) => markRoomRead(client, roomId, signal), {
    errorNotice: false,
    invalidate: (_reply, roomId) => [messageKeys.unread(), messageKeys.room(roomId)],
    updateCache: () => mutate(roomsListKey),
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
