/**
 * The widget's half of the embed sign-in (the protocol is described in apps/embed/README.md, "Sign-in"), in a chunk
 * of its own that the widget loads when the visitor first points at an action. A window on the Momento site signs the
 * visitor in and posts a one-time code back to this page; the widget exchanges the code, with a verifier that never
 * leaves this closure, for a short session that lives in the widget's memory only.
 *
 * What the host page's scripts can and cannot do. Overhearing gets them nothing: their `message` listeners see the
 * code, but the code is single use and useless without the verifier, which stays in this closure, and the API trades
 * it only for a request from this page's origin; a message they post themselves has the page's origin and source, not
 * the window's, so it is ignored; a replayed result finds its nonce spent. But a script that runs before this chunk
 * loads owns the page's JavaScript: it can replace `fetch`, `window.open`, `crypto` or `postMessage` and so read the
 * token from the exchange's reply or from the widget's requests, as it can with any script the page includes. Nothing
 * in the widget can prevent that; the page is trusted as a whole. What bounds it is the token: bound to this origin
 * (the API refuses it from any other), to the widget's operations (the visitor's account details, cart, offers and
 * messages; never orders, payments or addresses), 30 minutes, and ended at once when the visitor revokes the site in
 * their Momento account. That is why only the sites Momento lists as partners (the API's PARTNER_ORIGINS) can sign
 * visitors in at all (docs/embed-sign-in.md, "Security model").
 */

import { EMBED_SIGNIN_MESSAGE_TYPES as messageTypes, EMBED_SIGNIN_PATH } from '@momento/contract/routes';

/** The session the API gives for a code: an access token (no refresh token) and the user. */
export interface EmbedSessionReply<User = unknown> {
  token: string;
  /** Seconds since epoch. */
  expiry: number;
  user_data: User;
}

export type SignInOutcome<User = unknown> =
  | { kind: 'signedIn'; reply: EmbedSessionReply<User> }
  /** The visitor chose Cancel in the window. */
  | { kind: 'cancelled' }
  /** The window was closed before it answered: back to signed out, without an error. */
  | { kind: 'closed' }
  /** The browser refused to open the window. */
  | { kind: 'blocked' }
  /** The code could not be exchanged (expired, already used, network): the message says so. */
  | { kind: 'error'; message: string };

export interface SignInOptions {
  /** The Momento site, which serves the sign-in window at `/embed/signin/`. */
  siteUrl: string;
  /** The Momento API, ending in /api/v1. */
  apiBase: string;
  fetch?: typeof fetch;
  /** The page the widget runs in (tests pass the test window). @default window */
  view?: Window;
}

export interface SignInAttempt<User = unknown> {
  done: Promise<SignInOutcome<User>>;
  /** Stops listening and closes the window (the widget unmounted). */
  abort(): void;
}

export const signInTexts = {
  blocked: 'Allow pop-ups for this page to sign in',
  failed: 'The sign-in did not work. Sign in again.',
} as const;

/** How often the widget checks whether the window was closed. */
export const CLOSED_POLL_MS = 500;
const WINDOW_NAME = 'momento-signin';
const WINDOW_FEATURES = 'popup,width=460,height=680';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomToken = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));

/** base64url(SHA-256(verifier)): the challenge the window sends with the grant. */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Opens the sign-in window and runs the protocol. Call it synchronously in the click handler (browsers open windows
 * only from a user's gesture); it listens for the window's messages before opening it.
 */
export function startSignIn<User = unknown>({
  siteUrl,
  apiBase,
  fetch: fetchImpl,
  view = window,
}: SignInOptions): SignInAttempt<User> {
  const siteOrigin = new URL(siteUrl).origin;
  const nonce = randomToken(16);
  const verifier = randomToken(32);
  const challenge = challengeOf(verifier);
  let spent = false;
  let popup: Window | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let finish: (outcome: SignInOutcome<User>) => void = () => {};
  const done = new Promise<SignInOutcome<User>>((resolve) => {
    finish = resolve;
  });

  const stop = () => {
    spent = true;
    view.removeEventListener('message', onMessage);
    if (timer !== undefined) clearInterval(timer);
  };

  async function exchange(code: string): Promise<SignInOutcome<User>> {
    try {
      const response = await (fetchImpl ?? view.fetch.bind(view))(`${apiBase}/auth/embed.php?action=token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ code, verifier }),
        credentials: 'omit',
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !isObject(body) || !isObject(body['data'])) {
        const error = isObject(body) && isObject(body['error']) ? body['error']['message'] : undefined;
        return { kind: 'error', message: typeof error === 'string' && error ? error : signInTexts.failed };
      }
      const data = body['data'];
      const token = data['access_token'];
      if (typeof token !== 'string' || typeof data['expiry'] !== 'number')
        return { kind: 'error', message: signInTexts.failed };
      return {
        kind: 'signedIn',
        reply: { token, expiry: data['expiry'], user_data: data['user_data'] as User },
      };
    } catch {
      return { kind: 'error', message: signInTexts.failed };
    }
  }

  function onMessage(event: MessageEvent) {
    // Only the window this click opened, on the Momento site's origin, answering this request.
    if (spent || !popup || event.origin !== siteOrigin || event.source !== popup) return;
    const data: unknown = event.data;
    if (!isObject(data) || data['nonce'] !== nonce) return;
    const target = popup;
    switch (data['type']) {
      case messageTypes.ready:
        void challenge.then((value) => {
          if (!spent) target.postMessage({ type: messageTypes.request, nonce, challenge: value }, siteOrigin);
        });
        return;
      case messageTypes.result:
        if (typeof data['code'] !== 'string') return;
        stop();
        void exchange(data['code']).then(finish);
        return;
      case messageTypes.cancel:
        stop();
        finish({ kind: 'cancelled' });
        return;
    }
  }

  view.addEventListener('message', onMessage);
  const url = new URL(`${siteUrl.replace(/\/+$/, '')}${EMBED_SIGNIN_PATH}`);
  url.searchParams.set('origin', view.location.origin);
  url.searchParams.set('nonce', nonce);
  popup = view.open(url.href, WINDOW_NAME, WINDOW_FEATURES);
  if (!popup) {
    stop();
    finish({ kind: 'blocked' });
  } else {
    const opened = popup;
    timer = setInterval(() => {
      if (!opened.closed) return;
      stop();
      finish({ kind: 'closed' });
    }, CLOSED_POLL_MS);
  }

  return {
    done,
    abort() {
      if (spent) return;
      stop();
      popup?.close();
      finish({ kind: 'closed' });
    },
  };
}
