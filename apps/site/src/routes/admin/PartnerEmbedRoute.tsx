import { PartnerEmbedBuilder } from '@momento/marketplace-kit';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../NotFound.tsx';
import { siteSnippetHost } from '../embedHost.ts';

/** /admin/partners/{id}/embed: the snippet a partner copies, with the partner's attribution. */
export function Component() {
  const { id = '' } = useParams();
  const host = useMemo(() => siteSnippetHost(), []);
  const partnerId = Number(id);
  if (!Number.isSafeInteger(partnerId) || partnerId <= 0) return <NotFound />;
  return <PartnerEmbedBuilder key={partnerId} partnerId={partnerId} host={host} />;
}
