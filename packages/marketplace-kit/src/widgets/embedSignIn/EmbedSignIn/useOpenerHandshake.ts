import { EMBED_SIGNIN_MESSAGE_TYPES, PKCE_VALUE } from '@momento/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the window says it is ready, and how many times, before it gives up on the partner's page. */
export const READY_INTERVAL_MS = 500;
export const READY_ATTEMPTS = 20;

export interface OpenerHandshakeOptions {
  /** The window that opened this one (the partner's page), or null when there is none. */
  opener: Window | null;
  /** The partner page's exact origin (from this window's URL): the only origin messages go to and come from. */
  partnerOrigin: string;
  /** The nonce of this sign-in (from this window's URL): every message carries it. */
  nonce: string;
}

export interface OpenerHandshake {
  /** The widget's PKCE challenge, once its request has arrived. */
  challenge: string | null;
  /** No request came after every ready message: the partner's page is gone or is not a Momento widget. */
  isLost: boolean;
  /** Sends the code to the partner's page (its origin only). */
  sendResult: (code: string) => void;
  /** Tells the partner's page the visitor cancelled. */
  sendCancel: () => void;
}

type RequestMessage = { type: string; nonce: unknown; challenge: unknown };

const isRequest = (data: unknown): data is RequestMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === EMBED_SIGNIN_MESSAGE_TYPES.request;

/**
 * The window's side of the sign-in messages (docs/embed-sign-in.md): says 'ready' to its opener every 500 ms (at most
 * 20 times) until the widget's request arrives, and takes only the first request that comes from the partner's
 * origin, from its opener, with its nonce and a well-formed challenge. Every message it sends names the partner's
 * origin as its target, so no other page can read it; without an opener (`opener` null) it does nothing.
 */
export function useOpenerHandshake({
  opener,
  partnerOrigin,
  nonce,
}: OpenerHandshakeOptions): OpenerHandshake {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [isLost, setLost] = useState(false);
  const accepted = useRef(false);

  useEffect(() => {
    if (!opener) return;
    const onMessage = (event: MessageEvent) => {
      if (accepted.current || event.origin !== partnerOrigin || event.source !== opener) return;
      const data: unknown = event.data;
      if (
        !isRequest(data) ||
        data.nonce !== nonce ||
        typeof data.challenge !== 'string' ||
        !PKCE_VALUE.test(data.challenge)
      )
        return;
      accepted.current = true;
      setChallenge(data.challenge);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [opener, partnerOrigin, nonce]);

  useEffect(() => {
    if (!opener || challenge) return;
    let sent = 0;
    const sayReady = () => {
      if (accepted.current) return;
      if (sent >= READY_ATTEMPTS) {
        clearInterval(timer);
        setLost(true);
        return;
      }
      sent += 1;
      opener.postMessage({ type: EMBED_SIGNIN_MESSAGE_TYPES.ready, nonce }, partnerOrigin);
    };
    const timer = setInterval(sayReady, READY_INTERVAL_MS);
    sayReady();
    return () => clearInterval(timer);
  }, [opener, partnerOrigin, nonce, challenge]);

  const sendResult = useCallback(
    (code: string) =>
      opener?.postMessage({ type: EMBED_SIGNIN_MESSAGE_TYPES.result, nonce, code }, partnerOrigin),
    [opener, partnerOrigin, nonce],
  );
  const sendCancel = useCallback(
    () => opener?.postMessage({ type: EMBED_SIGNIN_MESSAGE_TYPES.cancel, nonce }, partnerOrigin),
    [opener, partnerOrigin, nonce],
  );
  return { challenge, isLost, sendResult, sendCancel };
}
