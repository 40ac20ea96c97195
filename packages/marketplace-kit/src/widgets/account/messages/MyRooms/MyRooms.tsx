import { useRooms } from '#api/messages/useMessaging.ts';
import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import { MyRoomsView } from './MyRoomsView.tsx';

export interface MyRoomsProps {
  /**
   * Where a room opens: `${roomsPath}/${room_id}`.
   * @default '/account/mymessages'
   */
  roomsPath?: string;
}

/**
 * My Messages, connected: the user's rooms. A new message or a read flag arriving on the live stream reads the list
 * again, so a room turns unread (and moves up) without a reload.
 */
export function MyRooms({ roomsPath }: MyRoomsProps) {
  const list = useRooms();
  useLiveEvents((event) => {
    if (event.type === 'report') return;
    list.reload();
  });
  return <MyRoomsView list={list} roomsPath={roomsPath} />;
}
