import type { PopularEvent, PopularSearch, PopularTeam } from '@momento/contract';
import { Link } from '@momento/ui';
import { ShellSpinner } from '../../shell/AppShell/ShellButton.tsx';
import { useId, type ReactNode } from 'react';
import { emptyTexts as englishEmptyTexts } from '#texts.ts';
import { chromeTexts as englishChromeTexts } from '../../shell/AppShell/chromeTexts.ts';
import * as home from './Home.css.ts';
import * as styles from './PopularLists.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

export interface PopularList<T> {
  /** @default [] */
  items?: readonly T[];
  /** @default false */
  isLoading?: boolean;
}

export interface PopularListsViewProps {
  searches: PopularList<PopularSearch>;
  events: PopularList<PopularEvent>;
  teams: PopularList<PopularTeam>;
}

function List<T>({
  id,
  title,
  list,
  emptyText,
  render,
}: {
  id: string;
  title: string;
  list: PopularList<T>;
  emptyText: string;
  render: (item: T) => { key: string; node: ReactNode };
}) {
  const items = list.items ?? [];
  return (
    <section className={home.section} aria-labelledby={id}>
      <h2 id={id} className={home.sectionTitle}>
        {title}
      </h2>
      {list.isLoading ? (
        <ShellSpinner label={title} />
      ) : items.length === 0 ? (
        <p className={home.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const { key, node } = render(item);
            return (
              <li key={key} className={styles.item}>
                {node}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Popular searches (to /tickets?q=), events (to /tickets?event=) and teams/artists (to /tickets?team= or ?artist=
 * by is_team), with the spec's empty texts. A failed load leaves the list empty.
 */
export function PopularListsView({ searches, events, teams }: PopularListsViewProps) {
  const format = useFormat();
  const emptyTexts = useTexts('empty', englishEmptyTexts);
  const t = useTexts('shellChrome', englishChromeTexts);
  const popularEventsId = useId();
  const popularSearchesId = useId();
  const popularTeamsId = useId();
  return (
    <div className={styles.columns}>
      <List
        id={popularSearchesId}
        title={t.popularSearches}
        list={searches}
        emptyText={emptyTexts.noSearches}
        render={(item) => ({
          key: item.keyword,
          node: <Link href={`/tickets?q=${encodeURIComponent(item.keyword)}`}>{item.keyword}</Link>,
        })}
      />
      <List
        id={popularEventsId}
        title={t.popularEvents}
        list={events}
        emptyText={emptyTexts.noEvents}
        render={(item) => ({
          key: String(item.event_id),
          node: (
            <>
              <Link href={`/tickets?event=${item.event_id}`}>{item.name}</Link>
              <span className={styles.meta}>
                {format.date(item.event_date)} · {item.venue.display_name}
              </span>
            </>
          ),
        })}
      />
      <List
        id={popularTeamsId}
        title={t.popularTeamsArtists}
        list={teams}
        emptyText={emptyTexts.noTeamArtists}
        render={(item) => ({
          key: `${item.is_team}-${item.id}`,
          node: (
            <Link href={`/tickets?${Number(item.is_team) === 1 ? 'team' : 'artist'}=${item.id}`}>
              {item.display_name}
            </Link>
          ),
        })}
      />
    </div>
  );
}
