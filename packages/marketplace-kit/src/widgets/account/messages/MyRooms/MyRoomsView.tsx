import { useId } from 'react';
import type { Room } from '@momento/contract';
import { Avatar, VisuallyHidden } from '@momento/ui';
import { avatarUrl } from '#format/avatar.ts';
import { emptyTexts, errorTexts } from '#texts.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import * as styles from '../messages.css.ts';
import { messagesTexts as t } from '../texts.ts';

export interface MyRoomsViewProps {
  /** The rooms: the result of `useRooms()`. */
  list: ResultListState<Room>;
  /**
   * Where a room opens: `${roomsPath}/${room_id}`.
   * @default '/account/mymessages'
   */
  roomsPath?: string;
}

/** What a room shows of its last message: prefixed 'You:' when the user sent it. */
export function lastMessageText(room: Room): string {
  if (!room.last_message) return t.noMessagesYet;
  return room.lastMsgSentByCurrentUser ? `${t.you} ${room.last_message.message}` : room.last_message.message;
}

/**
 * My Messages (/account/mymessages): a 400 px scroll area of rooms with name, image,
 * last message and an unread marker; infinite scroll with 'No Rooms Found' / 'No more Rooms found'.
 */
export function MyRoomsView({ list, roomsPath = '/account/mymessages' }: MyRoomsViewProps) {
  const roomsTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={roomsTitleId}>
      <h1 id={roomsTitleId} className={styles.title}>
        {t.roomsTitle}
      </h1>
      <div className={styles.roomsArea}>
        <ResultList
          label={t.roomsLabel}
          layout="list"
          list={list}
          itemKey={(room) => room.room_id}
          emptyText={emptyTexts.noRooms}
          endText={emptyTexts.noMoreRooms}
          // Section 8: a chat room load failure reads 'Oops something went wrong'.
          errorText={errorTexts.somethingWentWrongShort}
          renderItem={(room) => (
            <div data-unread={room.hasUnreadMessage || undefined}>
              <MarketplaceLink href={`${roomsPath}/${room.room_id}`} className={styles.room}>
                <Avatar src={avatarUrl(room.image)} alt="" />
                <span className={styles.roomText}>
                  <span className={styles.roomName}>
                    {room.name}
                    {room.hasUnreadMessage ? <VisuallyHidden>{`, ${t.unread}`}</VisuallyHidden> : null}
                  </span>
                  <span className={styles.lastMessage}>{lastMessageText(room)}</span>
                </span>
                {room.hasUnreadMessage ? (
                  <span className={styles.unreadDot} aria-hidden="true" data-testid="unread-marker" />
                ) : null}
              </MarketplaceLink>
            </div>
          )}
        />
      </div>
    </section>
  );
}
