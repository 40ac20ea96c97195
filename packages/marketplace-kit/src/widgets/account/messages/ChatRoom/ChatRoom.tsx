import { useEffect, useState } from 'react';
import { isApiError } from '#api/ApiError.ts';
import { useLiveEvents } from '#api/live/useLiveEvents.ts';
import { useMarkRoomRead, useRoom, useRoomMessages, useSendMessage } from '#api/messages/useMessaging.ts';
import { errorTexts as englishErrors } from '#texts.ts';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { MessageState } from '#widgets/shared/LoadState.tsx';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';
import { messagesTexts as englishKitTexts } from '../texts.ts';
import { ChatRoomView } from './ChatRoomView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface ChatRoomProps {
  /** The room_id of /account/mymessages/{room_id}. */
  roomId: number | string;
  /**
   * Where the back button goes; no back button when null.
   * @default '/account/mymessages'
   */
  backHref?: string | null;
}

/**
 * A chat room, connected; usable on its own inside a MarketplaceProvider. Opening it clears the room's unread flag;
 * new messages arrive through the live stream (the refresh button stays as the fallback); a refused message keeps its
 * text and shows the server's ERR0010 text.
 */
export function ChatRoom({ roomId, backHref = '/account/mymessages' }: ChatRoomProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('messages', englishKitTexts);
  const id = Number(roomId);
  const validId = Number.isInteger(id) && id > 0;
  const session = useSession();
  const navigation = useNavigation();
  const room = useRoom(validId ? id : 0);
  const list = useRoomMessages(validId ? id : 0);
  const markRead = useMarkRoomRead();
  const send = useSendMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const viewerId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;
  const { run: markRoomRead } = markRead;

  // Opening a room's messages clears its unread flag.
  useEffect(() => {
    if (validId && viewerId !== null) void markRoomRead(id);
  }, [id, validId, viewerId, markRoomRead]);

  useLiveEvents((event) => {
    if (
      event.type === 'poll' ||
      event.type === 'resync' ||
      (event.type === 'message' && event.room_id === id)
    ) {
      list.reload();
      // The user is looking at the room: what arrives is read.
      if (event.type === 'message' && event.sender_id !== viewerId) void markRoomRead(id);
    }
  });

  if (!validId || room.data === null) return <MessageState>{t.roomNotFound}</MessageState>;

  const onSend = async (text: string) => {
    setRefusal(null);
    const outcome = await send.run({ roomId: id, message: text });
    if (outcome.ok) {
      list.reload();
      return true;
    }
    // The spec's fixed text for ERR0010 stays under the box; other failures are the server's toast only.
    if (isApiError(outcome.error) && outcome.error.code === 'ERR0010') setRefusal(errorTexts.offContactInfo);
    return false;
  };

  return (
    <ChatRoomView
      roomName={room.data?.name ?? ''}
      roomImage={room.data?.image?.image_50 ?? null}
      viewerId={viewerId}
      messages={list.items}
      isLoading={list.isLoading}
      error={list.error ?? room.error}
      hasMore={list.hasMore}
      isLoadingMore={list.isLoadingMore}
      onLoadMore={list.loadMore}
      onBack={backHref ? () => navigation.navigate(backHref) : undefined}
      onRefresh={() => {
        list.reload();
        void room.mutate();
      }}
      onSend={onSend}
      isSending={send.isPending}
      refusal={refusal}
      onEditAfterRefusal={() => setRefusal(null)}
      notice={<RetryNotice error={send.error} />}
    />
  );
}
