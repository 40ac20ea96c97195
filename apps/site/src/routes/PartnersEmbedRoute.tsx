import { EmbedSnippetBuilder, RequireLogin } from '@momento/marketplace-kit';
import { useMemo } from 'react';
import { siteSnippetHost } from './embedHost.ts';

/**
 * /partners/embed: a seller builds the snippet that shows their tickets (or one of their tickets) on their own site.
 * A visitor goes home with the login dialog, as for the account pages; a user who is not a seller is told how to
 * become one.
 */
export function Component() {
  const host = useMemo(() => siteSnippetHost(), []);
  return (
    <RequireLogin>
      <EmbedSnippetBuilder host={host} />
    </RequireLogin>
  );
}
