// A test client of the live stream (GET /user/events.php): reads server-sent events into a list as they arrive.

export type ReceivedEvent = { id: string | null; data: unknown };

export type OpenStream = {
  status: number;
  events: ReceivedEvent[];
  /** Comment lines (heartbeats). */
  comments: string[];
  /** Resolves with the first event that matches (or rejects after `timeoutMs`). */
  next: (match: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  close: () => void;
  /** The stream ended (by the server, or by `close`). */
  ended: Promise<void>;
};

export async function openStream(
  url: string,
  token: string | null,
  {
    lastEventId,
    origin,
  }: { lastEventId?: string; /** The page's origin, as a browser sends it. */ origin?: string } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (origin) headers['origin'] = origin;
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${url}/user/events.php`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id:')) id = line.slice(3).trim();
            else if (line.startsWith('data:')) data = line.slice(5).trim();
          }
          if (data !== null) events.push({ id, data: JSON.parse(data) });
          for (const wake of [...waiters]) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    events,
    comments,
    ended,
    close: () => controller.abort(),
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
}

export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
