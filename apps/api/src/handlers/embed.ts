import { createHash, timingSafeEqual } from 'node:crypto';
import {
  EMBED_ALLOWANCE_DAYS,
  EMBED_CODE_SECONDS,
  EMBED_REFUSALS,
  EMBED_TOKEN_MINUTES,
} from '@momento/contract';
import { hasLiveAllowance } from '../auth/embedAllowances.ts';
import { countPartnerDay } from '../partners/attribution.ts';
import { randomSecret, sha256, signAccessToken } from '../auth/tokens.ts';
import { userData } from '../auth/viewer.ts';
import { type HandlerGroup, type Services, viewerOf } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { publishEmbedEnd } from '../live/hub.ts';
import {
  deleteEmbedAllowance,
  deleteStaleEmbedGrants,
  embedGrantExists,
  grantEmbedAllowance,
  insertEmbedGrant,
  liveEmbedAllowances,
  spendEmbedGrant,
} from '../queries/embed.ts';
import { liveUserRow } from '../queries/users.ts';

// Sign-in of partner widgets (docs/embed-sign-in.md): the site's sign-in window asks for a one-time code bound to the
// user, the partner origin and the widget's PKCE challenge; the widget, on the partner page, trades the code and its
// verifier for an embed token. The code is stored hashed and spent by the first exchange.
//
// The user's consent to an origin (`embed_allowances`) lasts EMBED_ALLOWANCE_DAYS from when it was given; a lapsed or
// revoked one counts as none, and every embed token of that origin stops with it (http/pipeline.ts).

/** Partner origins are exact (docs/rules/partners.md): a site that is no ACTIVE partner's origin is no partner. */
const isPartner = (services: Services, origin: string): boolean => services.partners.has(origin);

/** base64url(SHA-256(verifier)) equals the challenge (compared in constant time). */
function verifierMatches(verifier: string, challenge: string): boolean {
  const digest = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return digest.length === expected.length && timingSafeEqual(digest, expected);
}

export const embedHandlers = {
  async embedGrant(ctx) {
    const viewer = viewerOf(ctx);
    const { origin, challenge } = ctx.body;
    if (!isPartner(ctx.services, origin)) throw forbidden(EMBED_REFUSALS.partner);
    const code = randomSecret();
    await insertEmbedGrant(ctx.db, {
      codeHash: sha256(code),
      userId: viewer.id,
      origin,
      challenge,
      seconds: EMBED_CODE_SECONDS,
    });
    // The window asked only when there was no live consent, so only then is this a new one: a lapsed row starts afresh,
    // a live one keeps its dates (signing in again does not extend a consent).
    await grantEmbedAllowance(ctx.db, viewer.id, origin, EMBED_ALLOWANCE_DAYS);
    // Spent and expired codes are of no use after a while; trim them here rather than in a background job.
    await deleteStaleEmbedGrants(ctx.db);
    return { code, expires_in: EMBED_CODE_SECONDS };
  },

  async embedAllowance(ctx) {
    return { allowed: await hasLiveAllowance(ctx.db, viewerOf(ctx).id, ctx.query.origin) };
  },

  /** The account area's list: the caller's live allowances, most recent consent first. */
  async embedSites(ctx) {
    const rows = await liveEmbedAllowances(ctx.db, viewerOf(ctx).id);
    return {
      items: rows.map((row) => ({
        id: row.id,
        origin: row.origin,
        granted_at: row.granted_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
      })),
    };
  },

  /**
   * Revokes one of the caller's allowances (404 for anyone else's): the site's embed tokens stop on their next call,
   * and the live streams they opened close.
   */
  async embedSiteRevoke(ctx) {
    const deleted = await deleteEmbedAllowance(ctx.db, ctx.body.id, viewerOf(ctx).id);
    if (!deleted) throw notFound();
    // Its widgets' open live streams end too (their tokens are refused from now on: http/pipeline.ts).
    await publishEmbedEnd(ctx.db, deleted.user_id, deleted.origin);
    return { ok: true as const };
  },

  /**
   * A widget loaded on a partner's page: one view for the ACTIVE partner of the request's Origin, counted in memory and
   * written within seconds (PartnerRegistry.countView, with its per-address limit). Nothing else is read or kept.
   */
  async embedView(ctx) {
    ctx.services.partners.countView(ctx.origin, ctx.ip);
    return null;
  },

  async embedToken(ctx) {
    const { config } = ctx.services;
    // Spent by this first attempt whatever it answers: the refusals below commit it (a code cannot be tried twice).
    const grant = await spendEmbedGrant(ctx.db, sha256(ctx.body.code));
    const refuse = (error: ApiError) => new ApiError(error.code, error.message, { commit: true });
    if (!grant) {
      throw badRequest(
        (await embedGrantExists(ctx.db, sha256(ctx.body.code)))
          ? EMBED_REFUSALS.used
          : EMBED_REFUSALS.unknown,
      );
    }
    if (grant.expired) throw refuse(badRequest(EMBED_REFUSALS.expired));
    if (ctx.origin !== grant.origin) throw refuse(forbidden(EMBED_REFUSALS.origin));
    if (!isPartner(ctx.services, grant.origin)) throw refuse(forbidden(EMBED_REFUSALS.partner));
    if (!verifierMatches(ctx.body.verifier, grant.challenge))
      throw refuse(badRequest(EMBED_REFUSALS.verifier));

    const user = await liveUserRow(ctx.db, grant.user_id);
    if (!user?.is_email_verified) throw refuse(forbidden(EMBED_REFUSALS.account));
    // Revoked (or lapsed) between the window's grant and this exchange: the token would not be accepted anyway.
    if (!(await hasLiveAllowance(ctx.db, user.id, grant.origin)))
      throw refuse(forbidden(EMBED_REFUSALS.allowance));
    // A visitor signed in through the partner's widget (docs/rules/attribution.md): counted for the partner, per day.
    const partnerId = ctx.services.partners.partnerOf(grant.origin);
    if (partnerId !== null) await countPartnerDay(ctx.db, partnerId, 'sign_ins');
    const access = await signAccessToken(
      config,
      { sub: String(user.id), kind: 'user', scope: 'embed', origin: grant.origin },
      EMBED_TOKEN_MINUTES * 60,
    );
    return {
      access_token: access.token,
      expiry: access.expiry,
      user_data: await userData(ctx.db, user, config.publicApiBase),
    };
  },
} satisfies HandlerGroup;
