import { ChatRoom } from '@momento/marketplace-kit';
import { useParams } from 'react-router';

/** /account/mymessages/{room_id}: one room's chat. */
export function Component() {
  const { roomId = '' } = useParams();
  return <ChatRoom key={roomId} roomId={roomId} />;
}
