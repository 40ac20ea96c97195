import type { Message } from '@momento/contract';
import { Avatar, Button } from '@momento/ui';
import { useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { avatarUrl } from '#format/avatar.ts';
import { emptyTexts as englishEmpty, errorTexts as englishErrors } from '#texts.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import * as styles from '../messages.css.ts';
import { messagesTexts as englishKitTexts } from '../texts.ts';
import { Composer } from './Composer.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

export interface ChatRoomViewProps {
  /** The other participant's name (the room's name); empty while unknown. */
  roomName: string;
  /** The other participant's image (image_50). */
  roomImage?: string | null;
  /** The signed-in user's id: their messages are shown on the right. */
  viewerId: number | null;
  /** Loaded messages, newest first as the API pages them; shown newest at the bottom. */
  messages: readonly Message[];
  isLoading: boolean;
  /** The first page failed ('Oops something went wrong'). */
  error?: unknown;
  /** Older messages exist. @default false */
  hasMore?: boolean;
  /** Older messages are loading. @default false */
  isLoadingMore?: boolean;
  /** Loads the next older page (scrolling to the top, or the Load older messages button). @default () => {} */
  onLoadMore?: () => void;
  /** The back button; hidden without a handler. */
  onBack?: () => void;
  /** The refresh button (the spec's fallback when nothing arrives by itself); hidden without a handler. */
  onRefresh?: () => void;
  /** Sends a message; resolves true when it went through. */
  onSend: (text: string) => Promise<boolean>;
  /** @default false */
  isSending?: boolean;
  /** The server refused the last message: the text shown under the box, with the typed text kept. */
  refusal?: string | null;
  /** The user edits the text after a refusal. */
  onEditAfterRefusal?: () => void;
  /** Under the box: the wait after the server's abuse limit refused the last text (a RetryNotice). */
  notice?: ReactNode;
  /** Starting text of the box (stories). */
  defaultDraft?: string;
}

/** Pixels from the top at which the next older page is asked for. */
const LOAD_OLDER_AT_PX = 48;
/** Within this many pixels of the bottom the log counts as read to the end and follows new messages. */
const STICK_TO_BOTTOM_PX = 32;

/**
 * The chat of a room: a 330 px area, newest at the bottom, older pages loaded when
 * scrolling up with the view held where it was, back and refresh buttons, and the composer. The area is a chat log
 * (`role="log"`): screen readers announce new messages politely while the focus stays in the composer.
 */
export function ChatRoomView({
  roomName,
  roomImage = null,
  viewerId,
  messages,
  isLoading,
  error,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore = () => {},
  onBack,
  onRefresh,
  onSend,
  isSending = false,
  refusal = null,
  notice = null,
  onEditAfterRefusal,
  defaultDraft,
}: ChatRoomViewProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('messages', englishKitTexts);
  const format = useFormat();
  const chatTitleId = useId();
  // Oldest first for display; pages fetched by offset can overlap after new messages, so ids are kept once.
  const shown = useMemo(() => {
    const seen = new Set<number>();
    const unique = messages.filter(
      (message) => !seen.has(message.message_id) && seen.add(message.message_id),
    );
    return unique.reverse();
  }, [messages]);
  const log = useRef<HTMLDivElement>(null);
  const position = useRef({
    fromBottom: 0,
    atBottom: true,
    oldest: null as number | null,
    newest: null as number | null,
  });

  // Runs before paint: older messages put on top keep the view where it was (same distance from the bottom), a new
  // message at the bottom is followed when the user was at the bottom, and the first page opens at the bottom.
  useLayoutEffect(() => {
    const area = log.current;
    if (!area) return;
    const oldest = shown[0]?.message_id ?? null;
    const newest = shown[shown.length - 1]?.message_id ?? null;
    const before = position.current;
    if (before.newest === null || (newest !== before.newest && before.atBottom))
      area.scrollTop = area.scrollHeight;
    else if (oldest !== before.oldest) area.scrollTop = area.scrollHeight - before.fromBottom;
    position.current = {
      fromBottom: area.scrollHeight - area.scrollTop,
      atBottom: area.scrollHeight - area.scrollTop - area.clientHeight <= STICK_TO_BOTTOM_PX,
      oldest,
      newest,
    };
  }, [shown]);

  const onScroll = () => {
    const area = log.current;
    if (!area) return;
    position.current.fromBottom = area.scrollHeight - area.scrollTop;
    position.current.atBottom = area.scrollHeight - area.scrollTop - area.clientHeight <= STICK_TO_BOTTOM_PX;
    if (area.scrollTop <= LOAD_OLDER_AT_PX && hasMore && !isLoadingMore) onLoadMore();
  };

  const body = (() => {
    if (isLoading) return <LoadingState />;
    if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrongShort}</MessageState>;
    return (
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={roomName ? `${t.chatLabel}: ${roomName}` : t.chatLabel}
        aria-busy={isLoadingMore || undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the log scrolls: keyboard users must reach it to scroll it
        tabIndex={0}
        className={styles.chatArea}
        onScroll={onScroll}
      >
        {hasMore ? (
          // One button for both states: a spinner swapped in for it would change the height above the messages and
          // move them on screen before the older page arrives.
          <Button
            variant="ghost"
            size="small"
            onPress={onLoadMore}
            isPending={isLoadingMore}
            pendingLabel={t.loadingOlder}
          >
            {t.loadOlder}
          </Button>
        ) : null}
        {!hasMore && shown.length > 0 ? (
          <p className={styles.centeredText}>{emptyTexts.noMoreMessages}</p>
        ) : null}
        {shown.length === 0 ? <p className={styles.centeredText}>{emptyTexts.noMessages}</p> : null}
        <ol className={styles.messageList}>
          {shown.map((message) => {
            const own = message.sender.user_id === viewerId;
            return (
              <li key={message.message_id} className={styles.message} data-own={own || undefined}>
                <span className={styles.messageMeta}>
                  {message.sender.user_name},{' '}
                  <time dateTime={message.sent_date}>{format.dateTime(message.sent_date)}</time>
                </span>
                <p className={styles.messageText}>{message.message}</p>
              </li>
            );
          })}
        </ol>
      </div>
    );
  })();

  return (
    <section className={styles.page} aria-labelledby={chatTitleId}>
      <div className={styles.toolbar}>
        <div className={styles.toolbar}>
          {onBack ? (
            <Button variant="outline" size="small" onPress={onBack}>
              {t.back}
            </Button>
          ) : null}
          {roomName ? <Avatar src={avatarUrl(roomImage)} alt="" /> : null}
          <h1 id={chatTitleId} className={styles.title}>
            {roomName || t.chatLabel}
          </h1>
        </div>
        {onRefresh ? (
          <Button variant="outline" size="small" onPress={onRefresh}>
            {t.refresh}
          </Button>
        ) : null}
      </div>
      {body}
      <Composer
        onSend={onSend}
        isSending={isSending}
        refusal={refusal}
        onEdit={onEditAfterRefusal}
        notice={notice}
        defaultValue={defaultDraft}
      />
    </section>
  );
}
