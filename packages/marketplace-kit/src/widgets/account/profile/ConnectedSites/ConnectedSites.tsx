import { useEmbedSites, useRevokeEmbedSite } from '#api/embed/useEmbedSites.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { ConnectedSitesView } from './ConnectedSitesView.tsx';
import { connectedSitesTexts as englishTexts } from './texts.ts';

/**
 * The partner sites the signed-in user allows to use their account (the embed's sign-in, docs/embed-sign-in.md), with
 * Revoke: that site's widget sessions end at once and its sign-in window asks again.
 */
export function ConnectedSites() {
  const t = useTexts('connectedSites', englishTexts);
  const { data, error, isLoading } = useEmbedSites();
  const revoke = useRevokeEmbedSite({
    successNotice: (_result, site) => t.revoked(site.origin),
    errorNotice: t.revokeFailed,
  });
  return (
    <ConnectedSitesView
      sites={data}
      isLoading={isLoading}
      isError={Boolean(error) && !data}
      isRevoking={revoke.isPending}
      onRevoke={(site) => revoke.run(site)}
    />
  );
}
