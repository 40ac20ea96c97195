import { useMarketplace, useSession, type SessionStore, type TokenReply } from '@momento/marketplace-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dispatch } from './events.ts';
import type { ResolvedOptions } from './options.ts';
import type * as SignInModule from './signin.ts';
import type { SignInAttempt } from './signin.ts';
import { useEmbedTexts } from './texts.ts';

type User = Parameters<SessionStore['signIn']>[0]['user_data'];

/** The sign-in client, a chunk of its own: loaded when the visitor first points at (or presses) an action. */
let signInModule: Promise<typeof SignInModule> | undefined;
const loadSignIn = () =>
  (signInModule ??= import('./signin.ts').catch((error: unknown) => {
    signInModule = undefined;
    throw error;
  }));

export type EmbedAuthStatus = 'signedOut' | 'signingIn' | 'signedIn';

export interface EmbedAuth {
  status: EmbedAuthStatus;
  /** Why the last sign-in did not happen (a blocked window, an expired code) or why the session ended. */
  notice: string | null;
  /** Starts loading the sign-in client (on hover or focus), so a press opens the window at once. */
  preload(): void;
  /** Runs `action` now when signed in, else after the visitor signs in through the window (not at all if they do not). */
  whenSignedIn(action: () => void): void;
}

/**
 * The widget's session: in the provider's session store (memory only, see widget.tsx), filled by the sign-in window
 * and forgotten when it expires (there is no refresh token) or the page goes away.
 */
export function useEmbedAuth(
  options: Pick<ResolvedOptions, 'siteUrl' | 'apiBase' | 'fetch' | 'widget'>,
  host: HTMLElement,
): EmbedAuth {
  const texts = useEmbedTexts();
  const { session: store } = useMarketplace();
  const session = useSession();
  const [signingIn, setSigningIn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useRef<SignInAttempt<User> | null>(null);
  const { siteUrl, apiBase, fetch, widget } = options;
  const signedIn = session.status === 'loggedIn' && !session.unauthorized;

  useEffect(() => () => attempt.current?.abort(), []);

  // No refresh token: at expiry (or when the API refuses the token) the session ends and the widget says so.
  const { expiresAt, unauthorized, status } = session;
  useEffect(() => {
    if (status !== 'loggedIn') return undefined;
    const end = () => {
      store.clear();
      setNotice(texts.sessionEnded);
    };
    if (unauthorized) {
      end();
      return undefined;
    }
    if (expiresAt === null) return undefined;
    const timer = setTimeout(end, Math.max(0, expiresAt * 1000 - Date.now()));
    return () => clearTimeout(timer);
  }, [store, status, expiresAt, unauthorized, texts]);

  const preload = useCallback(() => void loadSignIn().catch(() => {}), []);

  const whenSignedIn = useCallback(
    (action: () => void) => {
      if (store.getSnapshot().status === 'loggedIn' && store.validAccessToken()) {
        action();
        return;
      }
      if (attempt.current) return;
      setNotice(null);
      loadSignIn().then(
        ({ startSignIn, signInTexts }) => {
          const started = startSignIn<User>({ siteUrl, apiBase, ...(fetch ? { fetch } : {}) });
          attempt.current = started;
          setSigningIn(true);
          void started.done.then((outcome) => {
            attempt.current = null;
            setSigningIn(false);
            if (outcome.kind === 'signedIn') {
              // The kit's session keeps a refresh token; the embed has none (the empty one is never used).
              const tokens: TokenReply = {
                token: outcome.reply.token,
                expiry: outcome.reply.expiry,
                refresh_token: '',
              };
              store.signIn({ ...tokens, user_data: outcome.reply.user_data });
              dispatch(host, 'momento:signin', { widget });
              action();
            } else if (outcome.kind === 'blocked') setNotice(texts.signInBlocked);
            // The server's own refusal is shown as it words it; the client's one failure text in the widget's language.
            else if (outcome.kind === 'error')
              setNotice(outcome.message === signInTexts.failed ? texts.signInFailed : outcome.message);
          });
        },
        () => setNotice(texts.error),
      );
    },
    [store, siteUrl, apiBase, fetch, widget, host, texts],
  );

  return {
    status: signedIn ? 'signedIn' : signingIn ? 'signingIn' : 'signedOut',
    notice,
    preload,
    whenSignedIn,
  };
}
