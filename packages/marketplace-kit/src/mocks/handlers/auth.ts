import { AUTH_REFUSALS, ERROR_TEXTS } from '@momento/contract';
import { fail, issueTokens, paginate, viewerOf, type Implementations } from '../http.ts';
import { buildUser } from '../fixtures.ts';
import { isoNow } from './shared.ts';

type AuthOperations =
  | 'siteLogin'
  | 'siteRefresh'
  | 'login'
  | 'refresh'
  | 'logout'
  | 'logoutEverywhere'
  | 'register'
  | 'verifyEmail'
  | 'resetMail'
  | 'resetPassword'
  | 'devOutbox';

export const authImplementations: Pick<Implementations, AuthOperations> = {
  siteLogin({ db, body }) {
    if (body.email.toLowerCase() !== db.gate.email || body.password !== db.gate.password) {
      fail('UNAUTHORIZED', AUTH_REFUSALS.loginFailed);
    }
    return issueTokens(db, 0, { gate: true });
  },
  siteRefresh({ db, bearer }) {
    if (!bearer || !db.gateRefreshTokens.delete(bearer)) fail('UNAUTHORIZED', ERROR_TEXTS.TOKEN_EXPIRED);
    return issueTokens(db, 0, { gate: true });
  },
  login({ db, body }) {
    const account = db.accounts.find((entry) => entry.user.mail.toLowerCase() === body.email.toLowerCase());
    if (!account || account.password !== body.password) fail('UNAUTHORIZED', AUTH_REFUSALS.loginFailed);
    if (account.user.is_email_verified !== 1) fail('FORBIDDEN', AUTH_REFUSALS.notVerified);
    return { ...issueTokens(db, account.user.id), user_data: account.user };
  },
  refresh({ db, bearer }) {
    const userId = bearer ? db.refreshTokens.get(bearer) : undefined;
    if (!bearer || userId === undefined) fail('UNAUTHORIZED', ERROR_TEXTS.TOKEN_EXPIRED);
    db.refreshTokens.delete(bearer);
    return issueTokens(db, userId);
  },
  logout(context) {
    const { db, body, bearer } = context;
    viewerOf(context);
    if (body?.refresh_token) db.refreshTokens.delete(body.refresh_token);
    if (bearer) db.accessTokens.delete(bearer);
    return { ok: true };
  },
  logoutEverywhere(context) {
    // Every session of the user ends, this one included, and so do the partner sites' embed tokens with their consents.
    const { db } = context;
    const viewer = viewerOf(context);
    for (const [token, userId] of db.accessTokens) {
      if (userId !== viewer.id) continue;
      db.accessTokens.delete(token);
      db.embedTokens.delete(token);
    }
    for (const [token, userId] of db.refreshTokens) if (userId === viewer.id) db.refreshTokens.delete(token);
    for (const [key, allowance] of db.embedAllowances)
      if (allowance.userId === viewer.id) db.embedAllowances.delete(key);
    return { ok: true };
  },
  register({ db, body }) {
    // An address that has an account answers as a new registration (the reply does not tell who has an account);
    // its owner gets a mail instead.
    const owner = db.accounts.find((entry) => entry.user.mail.toLowerCase() === body.email.toLowerCase());
    if (owner) {
      const links = ['/account', '/forgot-password'];
      const text = `Someone tried to create an account with your address. If it was you, log in (${links[0]}) or reset your password (${links[1]}).`;
      db.outbox.unshift({
        id: db.nextId(),
        to: owner.user.mail,
        subject: 'Someone tried to sign up with your email address',
        text,
        links,
        sent_at: isoNow(db),
      });
      return { ok: true };
    }
    const key = `verify-${db.nextId()}`;
    const user = buildUser({
      id: db.nextId(),
      name: body.user_name,
      mail: body.email,
      mobile_no: null,
      is_email_verified: 0,
    });
    db.accounts.push({ user, password: body.password, verificationKey: key });
    const link = `/verify?email=${encodeURIComponent(body.email)}&verification_key=${key}`;
    db.outbox.unshift({
      id: db.nextId(),
      to: body.email,
      subject: 'Verify your email',
      text: `Open ${link}`,
      links: [link],
      sent_at: isoNow(db),
    });
    return { ok: true };
  },
  verifyEmail({ db, body }) {
    const account = db.accounts.find((entry) => entry.user.mail.toLowerCase() === body.email.toLowerCase());
    if (!account || !account.verificationKey || account.verificationKey !== body.email_verification_key) {
      fail('VALIDATION', AUTH_REFUSALS.verificationFailed);
    }
    account.user = { ...account.user, is_email_verified: 1 };
    account.verificationKey = null;
    return { ok: true };
  },
  resetMail({ db, body }) {
    // Answers the same whether or not the account exists ("if an account exists").
    const account = db.accounts.find((entry) => entry.user.mail.toLowerCase() === body.email.toLowerCase());
    if (account) {
      account.resetKey = `reset-${db.nextId()}`;
      const link = `/reset?reset_key=${account.resetKey}`;
      db.outbox.unshift({
        id: db.nextId(),
        to: body.email,
        subject: 'Reset your password',
        text: `Open ${link}`,
        links: [link],
        sent_at: isoNow(db),
      });
    }
    return { ok: true };
  },
  resetPassword({ db, body }) {
    const account = db.accounts.find((entry) => entry.resetKey && entry.resetKey === body.reset_key);
    if (!account) fail('VALIDATION', AUTH_REFUSALS.resetInvalid);
    account.password = body.password;
    account.resetKey = null;
    return { ok: true };
  },
  devOutbox(context) {
    const { db, query } = context;
    const mails = db.outbox.filter((mail) => !query.to || mail.to.toLowerCase() === query.to.toLowerCase());
    return paginate(mails, context);
  },
};
