import type { SnippetHost } from '@momento/marketplace-kit';
import { apiBase } from '../SiteRoot.tsx';

/**
 * This site's absolute URLs for an embed snippet: the loader the site serves at /embed/momento-embed.js (server.ts
 * serves the embed's build there), its API and itself. The builder's preview loads that same loader.
 */
export function siteSnippetHost(): SnippetHost {
  const origin = window.location.origin;
  return {
    loaderUrl: new URL('/embed/momento-embed.js', origin).href,
    apiBase: new URL(apiBase, window.location.href).href.replace(/\/+$/, ''),
    siteUrl: origin,
  };
}
