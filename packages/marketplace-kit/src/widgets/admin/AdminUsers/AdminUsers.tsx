import { useEffect, useState } from 'react';
import { useAdminUsers } from '#api/admin/useAdminData.ts';
import { readText, useQueryState, type QueryStateProps } from '#widgets/browse/searchQuery.ts';
import { AdminUsersView } from './AdminUsersView.tsx';
import { pagedListState } from '../AdminList.tsx';

/** How long typing pauses before the search runs (and the query string changes). */
export const USER_SEARCH_DEBOUNCE_MS = 300;

export interface AdminUsersProps extends QueryStateProps {
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

/**
 * User search, connected: the search lives in the query (`q`), written once typing pauses (replacing the history
 * entry, so back leaves the page rather than undoing keystrokes); back and forward restore it.
 */
export function AdminUsers({ basePath, ...queryProps }: AdminUsersProps) {
  const [query, setQuery] = useQueryState(queryProps);
  const q = readText(query, 'q') ?? '';
  const [search, setSearch] = useState(q);
  // A new q from outside (back, forward, a link) replaces what the box shows.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  useEffect(() => {
    if (search.trim() === q) return undefined;
    const timer = setTimeout(
      () => setQuery(search.trim() ? { q: search.trim() } : {}, { replace: true }),
      USER_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, setQuery]);
  const users = useAdminUsers(q);
  return (
    <AdminUsersView
      search={search}
      onSearchChange={setSearch}
      users={users.items}
      {...pagedListState(users)}
      basePath={basePath}
    />
  );
}
