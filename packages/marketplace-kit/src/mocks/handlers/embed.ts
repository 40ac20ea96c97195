import {
  EMBED_CODE_SECONDS,
  EMBED_REFUSALS,
  EMBED_TOKEN_MINUTES,
  embedAllowanceExpiry,
  isEmbedAllowanceLive,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { unsignedJwt } from '../fixtures.ts';
import { fail, viewerOf, type Implementations } from '../http.ts';
import { activePartnerOf, countPartnerDay } from './partners.ts';

type EmbedOperations = 'embedGrant' | 'embedAllowance' | 'embedToken' | 'embedSites' | 'embedSiteRevoke';

/**
 * Records that the user allowed `origin` at `grantedAt` (default now), lapsing EMBED_ALLOWANCE_DAYS later, as the
 * server's grant does; stories and tests arrange allowances with it. Answers the allowance's id.
 */
export function allowEmbedSite(
  db: MockDb,
  userId: number,
  origin: string,
  grantedAt: number = db.now(),
): number {
  const id = db.nextId();
  db.embedAllowances.set(`${userId} ${origin}`, {
    id,
    userId,
    origin,
    grantedAt,
    expiresAt: embedAllowanceExpiry(grantedAt),
  });
  return id;
}

/** Whether the user's consent to `origin` is live (given, not revoked, not lapsed). */
export function hasLiveEmbedAllowance(db: MockDb, userId: number, origin: string): boolean {
  const allowance = db.embedAllowances.get(`${userId} ${origin}`);
  return allowance !== undefined && isEmbedAllowanceLive(allowance.expiresAt, db.now());
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** base64url(SHA-256(verifier)), the PKCE S256 challenge. */
async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

const randomCode = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** Partner widgets' sign-in as the server does it (src/handlers/embed.ts of the API), in memory. */
export const embedImplementations: Pick<Implementations, EmbedOperations> = {
  embedGrant(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const code = randomCode();
    db.embedGrants.set(code, {
      userId: viewer.id,
      origin: body.origin,
      challenge: body.challenge,
      expires: db.now() + EMBED_CODE_SECONDS * 1000,
      used: false,
    });
    // A new consent only when there is no live one: signing in again does not extend it.
    if (!hasLiveEmbedAllowance(db, viewer.id, body.origin)) allowEmbedSite(db, viewer.id, body.origin);
    return { code, expires_in: EMBED_CODE_SECONDS };
  },
  embedAllowance(context) {
    return { allowed: hasLiveEmbedAllowance(context.db, viewerOf(context).id, context.query.origin) };
  },
  embedSites(context) {
    const { db } = context;
    const viewer = viewerOf(context);
    const items = [...db.embedAllowances.values()]
      .filter(
        (allowance) => allowance.userId === viewer.id && isEmbedAllowanceLive(allowance.expiresAt, db.now()),
      )
      .sort((a, b) => b.grantedAt - a.grantedAt || b.id - a.id)
      .map(({ id, origin, grantedAt, expiresAt }) => ({
        id,
        origin,
        granted_at: new Date(grantedAt).toISOString(),
        expires_at: new Date(expiresAt).toISOString(),
      }));
    return { items };
  },
  embedSiteRevoke(context) {
    const { db, body } = context;
    const viewer = viewerOf(context);
    const entry = [...db.embedAllowances.entries()].find(
      ([, allowance]) => allowance.id === body.id && allowance.userId === viewer.id,
    );
    if (!entry) fail('NOT_FOUND');
    db.embedAllowances.delete(entry[0]);
    return { ok: true as const };
  },
  async embedToken({ db, body, origin }) {
    const grant = db.embedGrants.get(body.code);
    if (!grant) fail('VALIDATION', EMBED_REFUSALS.unknown);
    if (grant.used) fail('VALIDATION', EMBED_REFUSALS.used);
    grant.used = true;
    if (grant.expires <= db.now()) fail('VALIDATION', EMBED_REFUSALS.expired);
    // A same-origin request in Storybook carries no Origin; a cross-origin one always does.
    if (origin !== null && origin !== grant.origin) fail('FORBIDDEN', EMBED_REFUSALS.origin);
    if ((await challengeOf(body.verifier)) !== grant.challenge) fail('VALIDATION', EMBED_REFUSALS.verifier);
    const account = db.accounts.find((entry) => entry.user.id === grant.userId);
    if (!account) fail('FORBIDDEN');
    if (!hasLiveEmbedAllowance(db, grant.userId, grant.origin)) fail('FORBIDDEN', EMBED_REFUSALS.allowance);
    const exp = Math.floor(db.now() / 1000) + EMBED_TOKEN_MINUTES * 60;
    const token = unsignedJwt({
      sub: String(grant.userId),
      exp,
      iat: exp - EMBED_TOKEN_MINUTES * 60,
      jti: db.nextId(),
      scope: 'embed',
      origin: grant.origin,
    });
    db.accessTokens.set(token, grant.userId);
    db.embedTokens.set(token, grant.origin);
    // A sign-in through the partner's widget, counted for it (docs/rules/attribution.md).
    const partner = activePartnerOf(db, grant.origin);
    if (partner) countPartnerDay(db, partner.id, 'sign_ins');
    return { access_token: token, expiry: exp, user_data: account.user };
  },
};
