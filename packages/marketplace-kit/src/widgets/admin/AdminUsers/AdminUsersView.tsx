import type { AdminUserSummary } from '@momento/contract';
import { TextField } from '@momento/ui';
import { useId } from 'react';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { AdminList, type PagedListState } from '../AdminList.tsx';
import { usersTexts as englishUsersTexts } from './usersTexts.ts';
import * as admin from '../admin.css.ts';
import { UserBadges } from './UserBadges.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

export interface AdminUsersViewProps extends PagedListState {
  /** The search box's text (what the admin typed, before the debounce). */
  search: string;
  onSearchChange: (search: string) => void;
  users: readonly AdminUserSummary[];
  /**
   * Where the admin area is mounted: each user opens below it.
   * @default '/admin'
   */
  basePath?: string;
}

/** User search: by name or e-mail, each user with their flags, opening their page. */
export function AdminUsersView({
  search,
  onSearchChange,
  users,
  basePath = '/admin',
  ...list
}: AdminUsersViewProps) {
  const t = useTexts('consoleUsers', englishUsersTexts);
  const format = useFormat();
  const titleId = useId();
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={admin.title}>
        {t.title}
      </h1>
      <div role="search">
        <TextField
          type="search"
          label={t.search}
          name="q"
          value={search}
          onChange={onSearchChange}
          autoComplete="off"
        />
      </div>
      <AdminList
        label={t.listLabel}
        items={users}
        {...list}
        itemKey={(user) => user.id}
        emptyText={t.empty}
        renderItem={(user) => (
          <div className={admin.row}>
            <div className={admin.rowMain}>
              <div className={admin.rowTitle}>
                <MarketplaceLink href={`${basePath}/users/${user.id}`}>{user.name}</MarketplaceLink>
                <UserBadges user={user} />
              </div>
              <span className={admin.muted}>
                {user.email} · {t.joined}{' '}
                <time dateTime={user.created_date}>{format.date(user.created_date)}</time>
              </span>
            </div>
          </div>
        )}
      />
    </section>
  );
}
