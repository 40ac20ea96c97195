import type { OperationReply } from '@momento/contract';
import { embedRoutes } from '@momento/contract/routes';
import type { Client } from '../client.ts';

// Partner widgets' sign-in: one function per call. Their routes are not in the site's table (the site's app never
// calls them), so each call passes its route.

/** GET /auth/embed.php?action=allowance: whether the user allowed this partner origin before. */
export function getEmbedAllowance(
  client: Client,
  origin: string,
  signal?: AbortSignal,
): Promise<OperationReply<'embedAllowance'>> {
  return client.call('embedAllowance', { query: { origin } }, { signal, route: embedRoutes.embedAllowance });
}

/** POST /auth/embed.php?action=grant: a one-time code for the partner origin, bound to the widget's challenge. */
export function grantEmbedCode(
  client: Client,
  body: { origin: string; challenge: string },
  signal?: AbortSignal,
): Promise<OperationReply<'embedGrant'>> {
  return client.call('embedGrant', { body }, { signal, route: embedRoutes.embedGrant });
}

/**
 * POST /auth/embed.php?action=token, from the partner's page (the widget): trades the window's code and the PKCE
 * verifier for the widget's session (`{ access_token, expiry, user_data }`, no refresh token).
 */
export function exchangeEmbedCode(
  client: Client,
  body: { code: string; verifier: string },
  signal?: AbortSignal,
): Promise<OperationReply<'embedToken'>> {
  return client.call('embedToken', { body }, { signal, route: embedRoutes.embedToken });
}

/** GET /auth/embed.php?action=sites: the partner sites the user allows to use their account, with the dates. */
export function getEmbedSites(client: Client, signal?: AbortSignal): Promise<OperationReply<'embedSites'>> {
  return client.call('embedSites', undefined, { signal, route: embedRoutes.embedSites });
}

/** DELETE /auth/embed.php?action=site with `{ id }`: revokes one; that site's widget sessions end at once. */
export function revokeEmbedSite(
  client: Client,
  id: number,
  signal?: AbortSignal,
): Promise<OperationReply<'embedSiteRevoke'>> {
  return client.call('embedSiteRevoke', { body: { id } }, { signal, route: embedRoutes.embedSiteRevoke });
}
