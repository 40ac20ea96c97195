import { rateLimitMessage, AUTH_REFUSALS, RESET_MAIL_REFUSAL } from '@momento/contract';
import {
  assertMayTryLogin,
  clearLoginFailures,
  clearLoginFailuresOfUser,
  recordLoginFailure,
} from '../auth/loginFailures.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { newResetLink, RESET_KEY_HOURS } from '../auth/resetLinks.ts';
import {
  issueRefreshToken,
  randomSecret,
  revokeAllForUser,
  revokeFamily,
  rotateRefreshToken,
  sha256,
  signAccessToken,
  startSession,
} from '../auth/tokens.ts';
import { userData, viewerOfToken } from '../auth/viewer.ts';
import type { Queryable } from '../db/database.ts';
import { type HandlerGroup, viewerOf } from '../context.ts';
import { countAttempt } from '../auth/abuseLimits.ts';
import { ApiError } from '../errors.ts';
import { queueMail } from '../notifications/outbox.ts';
import {
  accountByEmail,
  accountContactByEmail,
  endResetKeys,
  insertAccount,
  insertUserKey,
  isEmailVerified,
  markEmailVerified,
  refreshTokenOwner,
  replacePasswordHash,
  resetKey,
  setResetPassword,
  spendKey,
  verificationKey,
} from '../queries/accounts.ts';

const VERIFY_KEY_HOURS = 48;

/** After a successful login: a password stored at a lower cost than the configured one is hashed again at that cost. */
async function rehashIfCheaper(
  db: Queryable,
  userId: number,
  stored: string,
  password: string,
  cost: number,
): Promise<void> {
  if (!needsRehash(stored, cost)) return;
  const rehashed = await hashPassword(password, cost);
  // Only over the hash that was checked: a password changed meanwhile stays as it is.
  await replacePasswordHash(db, userId, stored, rehashed);
}

export const authHandlers = {
  async siteLogin(ctx) {
    const { config } = ctx.services;
    const account = `gate:${ctx.body.email.toLowerCase()}`;
    await assertMayTryLogin(ctx.db, account, ctx.ip);
    const emailOk = ctx.body.email.toLowerCase() === config.siteGate.email.toLowerCase();
    const passwordOk = sha256(ctx.body.password) === sha256(config.siteGate.password);
    if (!emailOk || !passwordOk)
      await recordLoginFailure(ctx.db, config, account, ctx.ip, null, AUTH_REFUSALS.loginFailed);
    await clearLoginFailures(ctx.db, account);
    const access = await signAccessToken(config, { sub: 'gate', kind: 'gate' });
    const refresh = await issueRefreshToken(ctx.db, config, { kind: 'SITE_GATE', userId: null });
    return { token: access.token, expiry: access.expiry, refresh_token: refresh };
  },

  async siteRefresh(ctx) {
    const { config } = ctx.services;
    const rotated = await rotateRefreshToken(ctx.db, config, ctx.bearer ?? '', 'SITE_GATE');
    const access = await signAccessToken(config, { sub: 'gate', kind: 'gate' });
    return { token: access.token, expiry: access.expiry, refresh_token: rotated.refreshToken };
  },

  async login(ctx) {
    const { config } = ctx.services;
    const email = ctx.body.email.toLowerCase();
    await assertMayTryLogin(ctx.db, email, ctx.ip);
    const user = await accountByEmail(ctx.db, email);
    const ok = await verifyPassword(
      ctx.body.password,
      user?.password_hash ?? (await dummyHash(config.scryptCost)),
      { atLeastCost: config.scryptCost },
    );
    if (!user || !ok)
      return recordLoginFailure(ctx.db, config, email, ctx.ip, user ?? null, AUTH_REFUSALS.loginFailed);
    if (!user.is_email_verified) {
      throw new ApiError('FORBIDDEN', AUTH_REFUSALS.notVerified);
    }
    await clearLoginFailures(ctx.db, email);
    await rehashIfCheaper(ctx.db, user.id, user.password_hash, ctx.body.password, config.scryptCost);
    const session = await startSession(ctx.db, config, user.id);
    return { ...session, user_data: await userData(ctx.db, user, config.publicApiBase) };
  },

  async refresh(ctx) {
    const { config } = ctx.services;
    const rotated = await rotateRefreshToken(ctx.db, config, ctx.bearer ?? '', 'USER');
    const viewer = rotated.userId === null ? null : await viewerOfToken(ctx.db, rotated.userId);
    if (!viewer) throw new ApiError('UNAUTHORIZED', AUTH_REFUSALS.accountGone);
    const access = await signAccessToken(config, {
      sub: String(viewer.id),
      kind: 'user',
      sid: rotated.familyId,
    });
    return { token: access.token, expiry: access.expiry, refresh_token: rotated.refreshToken };
  },

  /**
   * Ends the caller's session (the access token's and the given refresh token's family) and the live streams it
   * opened: other sessions go on.
   */
  async logout(ctx) {
    const viewer = viewerOf(ctx);
    if (viewer.session) await revokeFamily(ctx.db, viewer.session, viewer.id);
    const raw = ctx.body?.refresh_token;
    if (raw) {
      const row = await refreshTokenOwner(ctx.db, sha256(raw));
      // Only the caller's own sessions: a foreign token is ignored rather than revealed.
      if (row && row.user_id === viewer.id && row.family_id !== viewer.session)
        await revokeFamily(ctx.db, row.family_id, viewer.id);
    }
    return { ok: true as const };
  },

  /** Ends every session of the caller, this one included, and their partner sites' embed tokens (docs/sessions.md). */
  async logoutEverywhere(ctx) {
    await revokeAllForUser(ctx.db, viewerOf(ctx).id);
    return { ok: true as const };
  },

  /**
   * Registration answers the same whether or not the address has an account, in about the same time (the password is
   * hashed either way), so that it does not tell who has one: a taken address gets a mail to its owner instead.
   */
  async register(ctx) {
    const { config } = ctx.services;
    const email = ctx.body.email.trim();
    const taken = await accountContactByEmail(ctx.db, email.toLowerCase());
    const passwordHash = await hashPassword(ctx.body.password, config.scryptCost);
    if (taken) {
      await queueMail(ctx.db, {
        to: taken.email,
        subject: 'Someone tried to sign up with your email address',
        text: `Hello ${taken.name},\n\nsomeone tried to create a Momento account with your email address, which already has one. If it was you, log in here:\n\n${config.siteUrl}/account\n\nor, if you forgot your password, reset it here:\n\n${config.siteUrl}/forgot-password\n\nIf it was not you, ignore this mail: nothing has changed.`,
      });
      return { ok: true as const };
    }
    const userId = await insertAccount(ctx.db, {
      name: ctx.body.user_name,
      email,
      password_hash: passwordHash,
    });
    const key = randomSecret();
    await insertUserKey(ctx.db, {
      user_id: userId,
      purpose: 'VERIFY_EMAIL',
      key_hash: sha256(key),
      expires_at: new Date(Date.now() + VERIFY_KEY_HOURS * 3_600_000),
    });
    const link = `${config.siteUrl}/verify?email=${encodeURIComponent(email)}&verification_key=${encodeURIComponent(key)}`;
    await queueMail(ctx.db, {
      to: email,
      subject: 'Verify your email address',
      text: `Hello ${ctx.body.user_name},\n\nthanks for signing up with Momento. Please click the link below to verify your email address:\n\n${link}\n\nThe link is valid for ${VERIFY_KEY_HOURS} hours.`,
    });
    return { ok: true as const };
  },

  async verifyEmail(ctx) {
    const failed = new ApiError('VALIDATION', AUTH_REFUSALS.verificationFailed);
    const key = await verificationKey(ctx.db, sha256(ctx.body.email_verification_key));
    if (!key || key.email.toLowerCase() !== ctx.body.email.toLowerCase()) throw failed;
    // Clicking the link twice is fine once verified.
    if (key.is_email_verified) return { ok: true as const };
    if (key.used_at || key.expires_at.getTime() < Date.now()) throw failed;
    // Spent only if still unspent: of two uses at once, the one whose UPDATE finds the key unspent verifies; the
    // other answers as a second click does once that one has verified the address.
    if (!(await spendKey(ctx.db, key.id))) {
      if (await isEmailVerified(ctx.db, key.user_id)) return { ok: true as const };
      throw failed;
    }
    await markEmailVerified(ctx.db, key.user_id);
    return { ok: true as const };
  },

  /**
   * Mails a reset link, limited per window (config.resetMailLimits, an hour): per client address, beyond which 429
   * with Retry-After; per recipient, beyond which the answer is the same and nothing is sent, so that nobody can
   * flood a mailbox with them, nor learn from the answer that an account exists (docs/abuse-limits.md).
   */
  async resetMail(ctx) {
    const { config } = ctx.services;
    const limits = config.resetMailLimits;
    if (limits.perAddress > 0) {
      const retry = await countAttempt(
        ctx.db,
        'resetMails',
        [{ subject: `ip:${ctx.ip}`, limit: limits.perAddress }],
        limits.windowSeconds,
      );
      if (retry !== null)
        throw new ApiError('RATE_LIMITED', rateLimitMessage(RESET_MAIL_REFUSAL, retry), {
          headers: { 'retry-after': String(retry) },
        });
    }
    const user = await accountContactByEmail(ctx.db, ctx.body.email.toLowerCase());
    // The same answer whether or not the account exists ('Password reset sent ... if an account exists'), and
    // whether or not the recipient's limit let the mail go.
    const mayMail = async (userId: number) =>
      limits.perRecipient === 0 ||
      (await countAttempt(
        ctx.db,
        'resetMails',
        [{ subject: `user:${userId}`, limit: limits.perRecipient }],
        limits.windowSeconds,
      )) === null;
    if (user && (await mayMail(user.id))) {
      const link = await newResetLink(ctx.db, config, user.id);
      await queueMail(ctx.db, {
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.name},\n\nsomeone asked to reset the password of your Momento account. If it was you, choose a new password here:\n\n${link}\n\nThe link is valid for ${RESET_KEY_HOURS} hours. If it was not you, ignore this mail.`,
      });
    }
    return { ok: true as const };
  },

  async resetPassword(ctx) {
    const { config } = ctx.services;
    const key = await resetKey(ctx.db, sha256(ctx.body.reset_key));
    const invalid = new ApiError('VALIDATION', AUTH_REFUSALS.resetInvalid);
    if (!key || key.used_at || key.expires_at.getTime() < Date.now()) throw invalid;
    // Hashed before the key is spent: the guarded UPDATE below and the writes after it stay close together.
    const passwordHash = await hashPassword(ctx.body.password, config.scryptCost);
    // Of two uses of one key at once, only the one whose UPDATE finds it unspent goes on (on PostgreSQL the other
    // waits for the row lock, then finds it spent).
    if (!(await spendKey(ctx.db, key.id))) throw invalid;
    // The user's other reset links end with this one: a mailbox read later cannot reset the password again.
    await endResetKeys(ctx.db, key.user_id);
    await setResetPassword(ctx.db, key.user_id, passwordHash);
    await revokeAllForUser(ctx.db, key.user_id);
    // A new password lets its owner in at once, whatever failed logins came before (auth/loginFailures.ts).
    await clearLoginFailuresOfUser(ctx.db, key.user_id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
