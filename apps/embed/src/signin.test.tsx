import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeOf, CLOSED_POLL_MS, signInTexts, startSignIn, type SignInOutcome } from './signin.ts';

const SITE = 'https://momento.test';
const API = 'https://api.momento.test/api/v1';

/** The sign-in window as the widget sees it: a real Window (an iframe's), so it can be a message's source. */
function fakePopup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow as Window;
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  vi.spyOn(popup, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
    posted.push({ message, targetOrigin });
  }) as Window['postMessage']);
  let closed = false;
  Object.defineProperty(popup, 'closed', { get: () => closed, configurable: true });
  vi.spyOn(popup, 'close').mockImplementation(() => {
    closed = true;
  });
  return { popup, posted, close: () => (closed = true) };
}

function tokenApi(
  reply: Response = Response.json({
    data: { access_token: 'header.payload.sig', expiry: 2_000_000_000, user_data: { id: 7, name: 'Bailey' } },
  }),
) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply.clone());
}

/** Starts a sign-in with the window opening `popup`; returns what the window was opened with. */
function start(popup: Window | null, fetch = tokenApi()) {
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const attempt = startSignIn({ siteUrl: SITE, apiBase: API, fetch });
  const url = new URL(String(open.mock.calls[0]?.[0]));
  let outcome: SignInOutcome | undefined;
  void attempt.done.then((value) => (outcome = value));
  return { attempt, url, nonce: url.searchParams.get('nonce') ?? '', open, fetch, outcome: () => outcome };
}

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  // The test files of a worker share their globals: no fake clock outlives its test.
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the widget’s sign-in client', () => {
  it('opens the Momento window with the page’s origin and a nonce, and answers its ready with a challenge to the site only', async () => {
    const { popup, posted } = fakePopup();
    const { url, nonce, open, attempt } = start(popup);
    expect(url.origin + url.pathname).toBe(`${SITE}/embed/signin/`);
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(open.mock.calls[0]?.slice(1)).toEqual(['momento-signin', 'popup,width=460,height=680']);

    post({ type: 'momento:signin:ready', nonce }, SITE, popup);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.targetOrigin).toBe(SITE);
    expect(posted[0]?.message).toEqual({
      type: 'momento:signin:request',
      nonce,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    attempt.abort();
  });

  it('ignores messages from another origin, from another window and with another nonce', async () => {
    const { popup, posted } = fakePopup();
    const other = fakePopup();
    const { nonce, fetch, outcome, attempt } = start(popup);
    post({ type: 'momento:signin:ready', nonce }, 'https://evil.test', popup);
    post({ type: 'momento:signin:ready', nonce }, SITE, other.popup);
    post({ type: 'momento:signin:ready', nonce }, SITE, window);
    post({ type: 'momento:signin:ready', nonce: 'another-nonce' }, SITE, popup);
    post({ type: 'momento:signin:result', nonce, code: 'stolen' }, window.location.origin, window);
    post({ type: 'momento:signin:result', nonce: 'another-nonce', code: 'forged' }, SITE, popup);
    post('momento:signin:result', SITE, popup);
    await settle();
    expect(posted).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(outcome()).toBeUndefined();
    attempt.abort();
  });

  it('exchanges the window’s code with the verifier, once: a replayed result is ignored', async () => {
    const { popup, posted } = fakePopup();
    const { nonce, fetch, attempt } = start(popup);
    post({ type: 'momento:signin:ready', nonce }, SITE, popup);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    post({ type: 'momento:signin:result', nonce, code: 'one-time-code' }, SITE, popup);
    post({ type: 'momento:signin:result', nonce, code: 'one-time-code' }, SITE, popup);
    const outcome = await attempt.done;
    expect(outcome).toEqual({
      kind: 'signedIn',
      reply: { token: 'header.payload.sig', expiry: 2_000_000_000, user_data: { id: 7, name: 'Bailey' } },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(String(input)).toBe(`${API}/auth/embed.php?action=token`);
    expect(init?.credentials).toBe('omit');
    const body = JSON.parse(String(init?.body)) as { code: string; verifier: string };
    expect(body.code).toBe('one-time-code');
    // The verifier is the one behind the challenge the window got, and it was never posted anywhere.
    expect((posted[0]?.message as { challenge: string }).challenge).toBe(await challengeOf(body.verifier));
    expect(JSON.stringify(posted)).not.toContain(body.verifier);
  });

  it('says in the API’s words why a code did not work', async () => {
    const { popup } = fakePopup();
    const reply = Response.json(
      { error: { code: 'BAD_REQUEST', message: 'This sign-in link has expired. Sign in again.' } },
      { status: 400 },
    );
    const { nonce, attempt } = start(popup, tokenApi(reply));
    post({ type: 'momento:signin:result', nonce, code: 'late' }, SITE, popup);
    expect(await attempt.done).toEqual({
      kind: 'error',
      message: 'This sign-in link has expired. Sign in again.',
    });
  });

  it('goes back to signed out when the window is closed or cancelled, and says what to do when it is blocked', async () => {
    vi.useFakeTimers();
    const closing = fakePopup();
    const closed = start(closing.popup);
    closing.close();
    await vi.advanceTimersByTimeAsync(CLOSED_POLL_MS);
    expect(await closed.attempt.done).toEqual({ kind: 'closed' });
    vi.restoreAllMocks();

    const cancelling = fakePopup();
    const cancelled = start(cancelling.popup);
    post({ type: 'momento:signin:cancel', nonce: cancelled.nonce }, SITE, cancelling.popup);
    expect(await cancelled.attempt.done).toEqual({ kind: 'cancelled' });
    vi.restoreAllMocks();

    const blocked = start(null);
    expect(await blocked.attempt.done).toEqual({ kind: 'blocked' });
    expect(signInTexts.blocked).toBe('Allow pop-ups for this page to sign in');
  });
});
