import { LIVE_EVENTS_PATH, type LiveEvent as ServerLiveEvent } from '@momento/contract/routes';
import type { Client } from '../client.ts';

/** A server event, or one the client makes: polling instead of a stream, or a stream that came back (events may
 * have been missed while it was down). */
export type LiveEvent = ServerLiveEvent | { type: 'poll' } | { type: 'resync' };

export type LiveListener = (event: LiveEvent) => void;

/** Interval of the fallback when the stream is refused or unavailable. */
export const LIVE_POLL_MS = 15_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface Hub {
  subscribe(listener: LiveListener): () => void;
}

const hubs = new WeakMap<Client, Hub>();

/**
 * The one event stream of a client (so one per tab): opened while someone listens and the session is signed in,
 * closed when the last listener leaves or the user logs out. A refused stream (4xx other than an expired token, or
 * no streaming fetch) turns into polling; a dropped one reconnects with Last-Event-ID.
 */
export function liveHubOf(client: Client): Hub {
  let hub = hubs.get(client);
  if (!hub) {
    hub = createHub(client);
    hubs.set(client, hub);
  }
  return hub;
}

function createHub(client: Client): Hub {
  const listeners = new Set<LiveListener>();
  let controller: AbortController | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let lastEventId: string | null = null;
  let unsubscribeSession: (() => void) | null = null;

  const emit = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const stop = () => {
    controller?.abort();
    controller = null;
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const poll = () => {
    stop();
    pollTimer = setInterval(() => emit({ type: 'poll' }), LIVE_POLL_MS);
  };

  const signedIn = () => client.session.getSnapshot().status === 'loggedIn';

  async function token(): Promise<string | null> {
    const valid = client.session.validAccessToken();
    if (valid) return valid;
    if (client.session.refreshToken() && (await client.refresh())) return client.session.validAccessToken();
    return null;
  }

  async function connect(attempt: number): Promise<void> {
    const own = new AbortController();
    controller = own;
    let opened = false;
    try {
      const bearer = await token();
      if (own.signal.aborted) return;
      if (!bearer) return poll();
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${bearer}`,
      };
      // The resume point goes in the query: a Last-Event-ID header would need its own CORS permission.
      const resume = lastEventId ? `?last_event_id=${encodeURIComponent(lastEventId)}` : '';
      const response = await fetch(`${client.apiBase.replace(/\/+$/, '')}${LIVE_EVENTS_PATH}${resume}`, {
        headers,
        signal: own.signal,
        cache: 'no-store',
        // As the client's calls: a partner page's widget ('omit') gets the stream's CORS only without cookies.
        credentials: client.credentials ?? 'include',
      });
      // An expired token gets one refresh and a new try; any other refusal means no stream here: poll.
      if (response.status === 401 && attempt === 0 && (await client.refresh())) return connect(1);
      if (
        !response.ok ||
        !response.body ||
        !response.headers.get('content-type')?.includes('text/event-stream')
      )
        return poll();
      opened = true;
      if (attempt > 0 || lastEventId) emit({ type: 'resync' });
      await readStream(response.body, own.signal, (id, data) => {
        if (id) lastEventId = id;
        try {
          emit(JSON.parse(data) as LiveEvent);
        } catch {
          // A malformed event is skipped; the next one or the refresh button brings the state.
        }
      });
    } catch {
      if (own.signal.aborted) return;
    }
    if (own.signal.aborted || controller !== own) return;
    // The stream ended or broke: back off and reconnect (a stream that had opened starts again quickly).
    const wait = opened ? RETRY_MIN_MS : Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
    retryTimer = setTimeout(() => void connect(opened ? 1 : attempt + 1), wait);
  }

  const start = () => {
    if (controller || pollTimer || retryTimer || !signedIn()) return;
    if (typeof fetch !== 'function' || typeof ReadableStream === 'undefined') return poll();
    void connect(0);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        unsubscribeSession = client.session.subscribe(() => {
          if (signedIn()) start();
          else {
            stop();
            lastEventId = null;
          }
        });
        start();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeSession?.();
          unsubscribeSession = null;
          stop();
        }
      };
    },
  };
}

/** Reads `text/event-stream`: `id:` and `data:` lines per event; comments (heartbeats) and other fields are skipped. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (id: string | null, data: string) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const abort = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', abort, { once: true });
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: string | null = null;
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('id:')) id = line.slice(3).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) onEvent(id, data.join('\n'));
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
