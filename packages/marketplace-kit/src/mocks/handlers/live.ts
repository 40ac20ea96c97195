// The mock of the live stream (GET /user/events.php, text/event-stream): each open stream belongs to the user of
// its bearer token; the mock's message and report handlers push events to the users concerned, as the server does.
import { LIVE_EVENTS_PATH, type LiveEvent } from '@momento/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';

type Stream = { userId: number; send: (event: LiveEvent) => void };
const streams = new WeakMap<MockDb, Set<Stream>>();
const counters = new WeakMap<MockDb, { next: number }>();

function streamsOf(db: MockDb): Set<Stream> {
  let set = streams.get(db);
  if (!set) {
    set = new Set();
    streams.set(db, set);
  }
  return set;
}

/** Sends an event to every open stream of these users (stories and tests call it for "a message arrives"). */
export function emitLive(db: MockDb, userIds: readonly number[], event: LiveEvent): void {
  for (const stream of streamsOf(db)) if (userIds.includes(stream.userId)) stream.send(event);
}

/** Whether the user has a page open (a live stream): then a chat message needs no notification. */
export function hasLiveStream(db: MockDb, userId: number): boolean {
  for (const stream of streamsOf(db)) if (stream.userId === userId) return true;
  return false;
}

/** How many mock streams are open (tests check that a closed widget releases its stream). */
export function openLiveStreams(db: MockDb): number {
  return streamsOf(db).size;
}

export function liveHandler(apiBase: string, db: MockDb): HttpHandler {
  return http.get(`${apiBase.replace(/\/+$/, '')}${LIVE_EVENTS_PATH}`, ({ request }) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const userId = bearer ? db.accessTokens.get(bearer) : undefined;
    if (!userId)
      return HttpResponse.json(
        { error: { code: 'UNAUTHORIZED', message: 'Please log in.' } },
        { status: 401 },
      );
    const encoder = new TextEncoder();
    const counter = counters.get(db) ?? { next: 0 };
    counters.set(db, counter);
    let stream: Stream | null = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const own: Stream = {
          userId,
          send: (event) => {
            counter.next += 1;
            controller.enqueue(encoder.encode(`id: ${counter.next}\ndata: ${JSON.stringify(event)}\n\n`));
          },
        };
        stream = own;
        streamsOf(db).add(own);
        controller.enqueue(encoder.encode(': open\n\n'));
        request.signal.addEventListener('abort', () => {
          streamsOf(db).delete(own);
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        });
      },
      cancel() {
        if (stream) streamsOf(db).delete(stream);
      },
    });
    return new HttpResponse(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    });
  });
}
