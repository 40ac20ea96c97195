import { useAuthDialogs, type QueryChangeOptions } from '@momento/marketplace-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * URLs are the state: the browsing widgets read their filters from the query string and write them back through
 * the router, so back and forward restore them.
 */
export function useQueryProps() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params), [params]);
  const onQueryChange = useCallback(
    (next: Record<string, string>, options?: QueryChangeOptions) => setParams(next, { replace: options?.replace ?? false }),
    [setParams],
  );
  return { query, onQueryChange };
}

/** Logged-out buy, message, report and offer actions open the shell's login dialog (see docs/rules/permissions.md). */
export function useRequireLogin(): () => void {
  const { openLogin } = useAuthDialogs();
  return useCallback(() => openLogin(), [openLogin]);
}
