import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@momento/contract';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

/**
 * Live updates (the kit's ChatRoom, rooms list, report thread and header badge): a server-sent events stream per
 * signed-in tab. Writers publish with `publishLive` inside their transaction: a NOTIFY on LIVE_CHANNEL, which
 * PostgreSQL (and PGlite, in-process) delivers when the transaction commits and never for a rollback. Every API
 * process LISTENs (listener.ts) and hands each notification to its hub, which writes it to the streams of the users
 * it names. So a message posted to one process reaches a stream open on another, and an event never announces data
 * that is not visible yet.
 */
export const LIVE_CHANNEL = 'momento_live';

/**
 * One event as it travels: a global id (sequence live_event_seq, migration 0005), the users it is for, whether every
 * admin hears it too (`operators`: the NOTIFY payload's key, which every process of a rolling deploy reads), the
 * event. An envelope with `end` carries no event: it closes streams of the users it names (publishStreamEnd).
 */
export type LiveEnvelope = {
  id: number;
  users: number[];
  operators?: boolean;
  event: LiveEvent;
  end?: StreamEnd;
};

/**
 * Which of a user's streams to close: those opened with a site token of session `sid`, those opened with an embed
 * token of partner `origin`, or with `all` every one (site and embed) but those of session `exceptSid`.
 */
export type StreamEnd = { sid?: string; origin?: string; all?: boolean; exceptSid?: string };

/** Who hears an event: the users named, and with `admins` every admin with a stream open (the admin area). */
export type LiveAudience = { users: readonly number[]; admins?: boolean };

/**
 * Users named by one NOTIFY at most: a payload must stay under PostgreSQL's 8,000 bytes, and 500 ids of up to 10 digits
 * with their commas take 5,500 (the envelope and a small event the rest).
 */
export const LIVE_USERS_PER_NOTIFY = 500;

/**
 * Sends `event` to the streams of its audience once the caller's transaction commits: one NOTIFY (one event id) per
 * LIVE_USERS_PER_NOTIFY users, all in one statement.
 */
export async function publishLive(
  db: Queryable,
  audience: readonly number[] | LiveAudience,
  event: LiveEvent,
): Promise<void> {
  const { users: named, admins = false } = 'users' in audience ? audience : { users: audience };
  const users = [...new Set(named)];
  if (users.length === 0 && !admins) return;
  const chunks: number[][] = [];
  for (let k = 0; k < users.length; k += LIVE_USERS_PER_NOTIFY)
    chunks.push(users.slice(k, k + LIVE_USERS_PER_NOTIFY));
  if (!chunks.length) chunks.push([]);
  await sql`SELECT count(pg_notify(${LIVE_CHANNEL}, json_build_object('id', nextval('live_event_seq'), 'users', c.users::json, 'operators', ${admins}::boolean, 'event', ${JSON.stringify(event)}::json)::text))
              FROM unnest(${chunks.map((chunk) => JSON.stringify(chunk))}::text[]) AS c(users)`.execute(db);
}

/**
 * Closes, on every API process, the user's live streams that `end` names, once the caller's transaction commits (a
 * NOTIFY like publishLive's, never sent for a rollback). Ending a session or a partner's consent refuses its tokens
 * from the next request on; this ends the streams those tokens opened before, which no request checks again.
 */
export async function publishStreamEnd(db: Queryable, userId: number, end: StreamEnd): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('id', 0, 'users', json_build_array(${userId}::integer), 'end', ${JSON.stringify(end)}::json)::text)`.execute(
    db,
  );
}

/** Closes the streams that the user's embed tokens of `origin` opened: the user revoked that partner site. */
export async function publishEmbedEnd(db: Queryable, userId: number, origin: string): Promise<void> {
  await publishStreamEnd(db, userId, { origin });
}

/** Whether `end` names a stream opened with a site token of session `sid` or an embed token of `origin`. */
function ends(end: StreamEnd, stream: Stream): boolean {
  if (end.all) return stream.sid === undefined || stream.sid !== end.exceptSid;
  return (
    (end.sid !== undefined && stream.sid === end.sid) ||
    (end.origin !== undefined && stream.origin === end.origin)
  );
}

/**
 * An open stream; `sid` is the session of the site token that opened it, `origin` the partner origin of the embed
 * token that opened it (which names no session).
 */
/** An event as its streams send it: the id and the event's JSON, made once for every stream that hears it. */
type SSEMessage = { id: string; data: string };
const sseMessage = (envelope: LiveEnvelope): SSEMessage => ({
  id: String(envelope.id),
  data: JSON.stringify(envelope.event),
});

type Stream = {
  userId: number;
  sid?: string;
  origin?: string;
  send: (message: SSEMessage) => void;
  close: () => void;
};

export type LiveHubOptions = {
  /** Comment lines that keep idle streams open through proxies. @default LIVE_HEARTBEAT_MS */
  heartbeatMs?: number;
  /** Events kept for resuming streams (Last-Event-ID). @default 2000 */
  keep?: number;
};

/** The open streams of one API process, by user, and the latest events for resuming. */
export class LiveHub {
  heartbeatMs: number;
  private readonly keep: number;
  private readonly streams = new Map<number, Set<Stream>>();
  /** The streams of admins: events for the admins go to them. */
  private readonly adminStreams = new Set<Stream>();
  private readonly recent: LiveEnvelope[] = [];
  private readonly presenceListeners = new Set<(userId: number, present: boolean) => void>();
  private count = 0;

  constructor({ heartbeatMs = LIVE_HEARTBEAT_MS, keep = 2000 }: LiveHubOptions = {}) {
    this.heartbeatMs = heartbeatMs;
    this.keep = keep;
  }

  /** How many streams are open (tests: a closed tab's stream is released). */
  get openStreams(): number {
    return this.count;
  }

  /** Whether the user has a stream open on this process (a page that shows new messages as they come). */
  hasStream(userId: number): boolean {
    return (this.streams.get(userId)?.size ?? 0) > 0;
  }

  /** The users with a stream open on this process. */
  users(): number[] {
    return [...this.streams.keys()];
  }

  /** Calls `listener` when a user's first stream on this process opens and when their last one closes. */
  watchPresence(listener: (userId: number, present: boolean) => void): () => void {
    this.presenceListeners.add(listener);
    return () => void this.presenceListeners.delete(listener);
  }

  private announce(userId: number, present: boolean) {
    for (const listener of this.presenceListeners) listener(userId, present);
  }

  /** A notification's payload: kept for resuming, and written to the streams of the users it names. */
  deliver(payload: string): void {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch {
      return;
    }
    if (!Number.isInteger(envelope.id) || !Array.isArray(envelope.users)) return;
    if (envelope.end && typeof envelope.end === 'object') {
      const end = envelope.end;
      for (const userId of envelope.users)
        for (const stream of [...(this.streams.get(userId) ?? [])]) if (ends(end, stream)) stream.close();
      return;
    }
    this.recent.push(envelope);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    const to = new Set<Stream>(envelope.operators ? this.adminStreams : []);
    for (const userId of envelope.users) for (const stream of this.streams.get(userId) ?? []) to.add(stream);
    const message = sseMessage(envelope);
    for (const stream of to) stream.send(message);
  }

  /**
   * Opens a stream for a user, with Hono's server-sent events helper (streamSSE): `retry`, then the kept events after
   * `lastEventId` for that user (a resumed stream), then live events and heartbeats. It ends when the client goes away,
   * when `closeAfterMs` passes (the access token's expiry: the client reconnects with a fresh token), when the server
   * closes, or when its token's grant ends (publishStreamEnd): for a site token's stream (`sid`) its session ending,
   * for a partner widget's (`origin`, its embed token's) the user revoking that site or ending every session. An
   * `operator`'s stream (an admin's) also hears the events published for the admins.
   */
  open(
    c: Context,
    userId: number,
    lastEventId: number | null,
    closeAfterMs: number,
    headers: Record<string, string>,
    { admin = false, sid, origin }: { admin?: boolean; sid?: string; origin?: string } = {},
  ): Response {
    // Proxies (nginx) would otherwise hold events back in their buffers.
    c.header('x-accel-buffering', 'no');
    c.header('x-content-type-options', 'nosniff');
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    const response = streamSSE(
      c,
      (sse) =>
        new Promise<void>((ended) => {
          let heartbeat: NodeJS.Timeout | null = null;
          let expiry: NodeJS.Timeout | null = null;
          let open = true;
          // Writes are queued in order and never awaited: a slow client does not hold up the others.
          const write = (text: string) => void sse.write(text);
          const send = (message: SSEMessage) => void sse.writeSSE(message);
          const release = () => {
            if (heartbeat) clearInterval(heartbeat);
            if (expiry) clearTimeout(expiry);
            heartbeat = expiry = null;
            if (!open) return;
            open = false;
            this.adminStreams.delete(own);
            const set = this.streams.get(userId);
            if (set?.delete(own)) this.count -= 1;
            if (set && set.size === 0) {
              this.streams.delete(userId);
              this.announce(userId, false);
            }
            // streamSSE closes the stream once this callback's promise settles.
            ended();
          };
          const own: Stream = {
            userId,
            ...(sid === undefined ? {} : { sid }),
            ...(origin === undefined ? {} : { origin }),
            send,
            close: release,
          };
          // The client went away (its reader cancelled the reply).
          sse.onAbort(release);
          let set = this.streams.get(userId);
          if (!set) {
            set = new Set();
            this.streams.set(userId, set);
          }
          set.add(own);
          if (admin) this.adminStreams.add(own);
          this.count += 1;
          if (set.size === 1) this.announce(userId, true);
          // How long the browser waits before it reconnects (EventSource's `retry` field, alone: no event).
          write('retry: 2000\n\n');
          if (lastEventId !== null)
            for (const envelope of this.recent)
              if (
                envelope.id > lastEventId &&
                (envelope.users.includes(userId) || (admin && envelope.operators))
              )
                send(sseMessage(envelope));
          heartbeat = setInterval(() => write(': heartbeat\n\n'), this.heartbeatMs);
          heartbeat.unref();
          expiry = setTimeout(release, Math.max(1000, closeAfterMs));
          expiry.unref();
        }),
    );
    // streamSSE's defaults are `text/event-stream` and `no-cache`: the charset is said, and nothing keeps the stream.
    response.headers.set('content-type', 'text/event-stream; charset=utf-8');
    response.headers.set('cache-control', 'no-store');
    return response;
  }

  /** Ends every open stream (server shutdown: open streams would keep the server from closing). */
  closeAll(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
  }
}
