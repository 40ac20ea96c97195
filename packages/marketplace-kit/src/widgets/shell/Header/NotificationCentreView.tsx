import type { Notification } from '@momento/contract';
import { Alert, Button, Stack } from '@momento/ui';
import { formatDate } from '#format/date.ts';
import { useClock } from '#provider/MarketplaceProvider.tsx';
import * as styles from './NotificationCentre.css.ts';
import { notificationTexts } from './notificationCentreTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

export { notificationTexts };

const DAY = 86_400_000;

/**
 * The day heading of a notification: Today, Yesterday (in `t`'s language), or the date (`date`: the provider's
 * `useFormat().date`; dd/mm/yyyy by default).
 */
export function dayLabel(
  createdAt: string,
  now: number = Date.now(),
  t: typeof notificationTexts = notificationTexts,
  date: (input: string) => string = formatDate,
): string {
  const startOfToday = new Date(now).setHours(0, 0, 0, 0);
  const time = Date.parse(createdAt);
  if (time >= startOfToday) return t.today;
  if (time >= startOfToday - DAY) return t.yesterday;
  return date(createdAt);
}

/** Newest first, in groups of one day each (the list's order is kept). */
export function groupByDay(
  items: readonly Notification[],
  now: number = Date.now(),
  t: typeof notificationTexts = notificationTexts,
  date: (input: string) => string = formatDate,
): Array<{ day: string; items: Notification[] }> {
  const groups: Array<{ day: string; items: Notification[] }> = [];
  for (const item of items) {
    const day = dayLabel(item.created_at, now, t, date);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export interface NotificationCentreViewProps {
  items: readonly Notification[] | undefined;
  unreadCount: number;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  /** One notification chosen: the caller marks it read and goes to its page. */
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  /** @default false */
  isMarkingAll?: boolean;
}

/** The notification centre's content: a list grouped by day, each entry a link to its page, and Mark all read. */
export function NotificationCentreView({
  items,
  unreadCount,
  isLoading = false,
  isError = false,
  onOpen,
  onMarkAllRead,
  isMarkingAll = false,
}: NotificationCentreViewProps) {
  const clock = useClock();
  const t = useTexts('notificationCentre', notificationTexts);
  const format = useFormat();
  if (isError && !items) {
    return (
      <Alert tone="danger" role="none">
        {t.failed}
      </Alert>
    );
  }
  // Plain words rather than a skeleton: the panel loads in a chunk of its own, kept small.
  if (isLoading || !items)
    return (
      <p className={styles.empty} role="status">
        {t.loading}
      </p>
    );
  if (items.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <Stack space="large">
      <div>
        <Button
          variant="outline"
          size="small"
          isDisabled={unreadCount === 0 || isMarkingAll}
          onPress={onMarkAllRead}
        >
          {t.markAllRead}
        </Button>
      </div>
      {groupByDay(items, clock(), t, format.date).map((group) => (
        <section key={group.day} aria-label={group.day}>
          <h3 className={styles.day}>{group.day}</h3>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.id}>
                <a
                  href={item.link}
                  className={styles.entry}
                  data-unread={item.read_at === null || undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(item);
                  }}
                >
                  <span className={styles.title}>
                    {item.read_at === null ? (
                      <span className={styles.unreadDot} aria-label={t.unread} role="img" />
                    ) : null}
                    {item.title}
                  </span>
                  <span className={styles.body}>{item.body}</span>
                  <span className={styles.time}>{format.time(item.created_at)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
