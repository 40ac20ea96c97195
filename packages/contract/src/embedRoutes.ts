import type { Route } from './routeTypes.ts';

// The partner sign-in's route table and the list of the operations a partner widget's embed token may call, a module
// of their own as the admin area's table is: the site's app never calls them, so its client does not carry them. The
// merged table `routes` (what the server and the mocks read) has the three operations below and `embed: true` on
// each operation of EMBED_OPERATIONS. docs/embed-sign-in.md describes the exchange.

const r = /* @__NO_SIDE_EFFECTS__ */ <const T extends Route>(route: T): T => route;

/**
 * The sign-in window's two calls (a site session), the widget's code exchange (public, from the partner page), and the
 * account area's list of the partner sites the user allowed, with its revoke (a site session).
 */
export const embedRoutes = {
  embedGrant: r({ method: 'POST', path: '/auth/embed.php', action: 'grant', auth: 'user', ours: true }),
  embedAllowance: r({
    method: 'GET',
    path: '/auth/embed.php',
    action: 'allowance',
    auth: 'user',
    ours: true,
  }),
  embedToken: r({
    method: 'POST',
    path: '/auth/embed.php',
    action: 'token',
    auth: 'public',
    ours: true,
    embed: true,
  }),
  embedSites: r({ method: 'GET', path: '/auth/embed.php', action: 'sites', auth: 'user', ours: true }),
  embedSiteRevoke: r({ method: 'DELETE', path: '/auth/embed.php', action: 'site', auth: 'user', ours: true }),
  /**
   * A widget loaded on a partner's page: counted for the partner of the request's Origin, per day, and nothing else
   * (no body, no visitor); any other origin is not counted. Answers 204 either way.
   */
  embedView: r({ method: 'POST', path: '/embed/view.php', auth: 'public', ours: true, noContent: true }),
} as const satisfies Record<string, Route>;

/**
 * The site operations a partner widget's embed token may call (flagged `embed: true` in `routes`): its account, its
 * cart, its offers (the offer form, the buyer's thread), its messages (the chat room) and its watchlist (the Watch action).
 */
export const EMBED_OPERATIONS = [
  'userGet',
  'cartGet',
  'cartAdd',
  'cartRemove',
  'offers',
  'offerGet',
  'offerCreate',
  'offerCounter',
  'offerUpdate',
  'offerSetStatus',
  'rooms',
  'roomCreate',
  'messages',
  'messageSend',
  'messagesMarkRead',
  'watchIds',
  'watchAdd',
  'watchRemove',
] as const;
