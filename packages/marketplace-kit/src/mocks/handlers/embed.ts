import { EMBED_CODE_SECONDS, EMBED_REFUSALS, EMBED_TOKEN_MINUTES } from '@momento/contract';
import { unsignedJwt } from '../fixtures.ts';
import { fail, viewerOf, type Implementations } from '../http.ts';

type EmbedOperations = 'embedGrant' | 'embedAllowance' | 'embedToken';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

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
    db.embedGrants.set(code, { userId: viewer.id, origin: body.origin, challenge: body.challenge, expires: db.now() + EMBED_CODE_SECONDS * 1000, used: false });
    db.embedAllowances.add(`${viewer.id} ${body.origin}`);
    return { code, expires_in: EMBED_CODE_SECONDS };
  },
  embedAllowance(context) {
    const viewer = viewerOf(context);
    return { allowed: context.db.embedAllowances.has(`${viewer.id} ${context.query.origin}`) };
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
    const exp = Math.floor(db.now() / 1000) + EMBED_TOKEN_MINUTES * 60;
    const token = unsignedJwt({ sub: String(grant.userId), exp, iat: exp - EMBED_TOKEN_MINUTES * 60, jti: db.nextId(), scope: 'embed', origin: grant.origin });
    db.accessTokens.set(token, grant.userId);
    db.embedTokens.set(token, grant.origin);
    return { access_token: token, expiry: exp, user_data: account.user };
  },
};
