import { createHash, timingSafeEqual } from 'node:crypto';
import { EMBED_CODE_SECONDS, EMBED_REFUSALS, EMBED_TOKEN_MINUTES } from '@momento/contract';
import { sql } from 'kysely';
import { randomSecret, sha256, signAccessToken } from '../auth/tokens.ts';
import { userData } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import { type HandlerGroup, viewerOf } from '../http/context.ts';
import { ApiError, badRequest, forbidden } from '../http/errors.ts';

// Sign-in of partner widgets (docs/embed-sign-in.md): the site's sign-in window asks for a one-time code bound to the
// user, the partner origin and the widget's PKCE challenge; the widget, on the partner page, trades the code and its
// verifier for an embed token. The code is stored hashed and spent by the first exchange.

const isPartner = (config: Config, origin: string): boolean =>
  config.partnerOrigins.includes('*') || config.partnerOrigins.includes(origin);

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
    if (!isPartner(ctx.services.config, origin)) throw forbidden(EMBED_REFUSALS.partner);
    const code = randomSecret();
    await ctx.db
      .insertInto('embed_grants')
      .values({
        code_hash: sha256(code),
        user_id: viewer.id,
        origin,
        challenge,
        expires_at: sql<Date>`now() + make_interval(secs => ${EMBED_CODE_SECONDS}::integer)`,
      })
      .execute();
    await ctx.db
      .insertInto('embed_allowances')
      .values({ user_id: viewer.id, origin })
      .onConflict((conflict) => conflict.columns(['user_id', 'origin']).doNothing())
      .execute();
    // Spent and expired codes are of no use after a while; trim them here rather than in a background job.
    await ctx.db.deleteFrom('embed_grants').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
    return { code, expires_in: EMBED_CODE_SECONDS };
  },

  async embedAllowance(ctx) {
    const viewer = viewerOf(ctx);
    const row = await ctx.db
      .selectFrom('embed_allowances')
      .select('origin')
      .where('user_id', '=', viewer.id)
      .where('origin', '=', ctx.query.origin)
      .executeTakeFirst();
    return { allowed: row !== undefined };
  },

  async embedToken(ctx) {
    const { config } = ctx.services;
    // Spent by this first attempt whatever it answers: the refusals below commit it (a code cannot be tried twice).
    const grant = await ctx.db
      .updateTable('embed_grants')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', sha256(ctx.body.code))
      .where('used_at', 'is', null)
      .returning(['user_id', 'origin', 'challenge', sql<boolean>`expires_at <= now()`.as('expired')])
      .executeTakeFirst();
    const refuse = (error: ApiError) => new ApiError(error.code, error.message, { commit: true });
    if (!grant) {
      const spent = await ctx.db.selectFrom('embed_grants').select('id').where('code_hash', '=', sha256(ctx.body.code)).executeTakeFirst();
      throw badRequest(spent ? EMBED_REFUSALS.used : EMBED_REFUSALS.unknown);
    }
    if (grant.expired) throw refuse(badRequest(EMBED_REFUSALS.expired));
    if (ctx.origin !== grant.origin) throw refuse(forbidden(EMBED_REFUSALS.origin));
    if (!isPartner(config, grant.origin)) throw refuse(forbidden(EMBED_REFUSALS.partner));
    if (!verifierMatches(ctx.body.verifier, grant.challenge)) throw refuse(badRequest(EMBED_REFUSALS.verifier));

    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', grant.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user?.is_email_verified) throw refuse(forbidden(EMBED_REFUSALS.account));
    const access = await signAccessToken(
      config,
      { sub: String(user.id), kind: 'user', scope: 'embed', origin: grant.origin },
      EMBED_TOKEN_MINUTES * 60,
    );
    return { access_token: access.token, expiry: access.expiry, user_data: await userData(ctx.db, user, config.publicApiBase) };
  },
} satisfies HandlerGroup;
