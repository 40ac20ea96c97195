import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// `pnpm --filter @momento/api bench:live`: opens BENCH_STREAMS (500) live streams (GET /user/events.php) on one API
// process (bench/liveServer.ts, PGlite; BENCH_TARGET_URL for PostgreSQL), all of the seller (the widest fan-out: every
// message goes to every stream), then the buyer sends BENCH_MESSAGES (50) chat messages one by one. For each message
// and stream, send-to-receive is the time from just before the POST until the stream has parsed the event (so it
// includes the request, its transaction and commit, NOTIFY, and the write to 500 sockets). Memory per stream is the
// server's growth (after GC) between no stream and all streams open, divided by the streams. Not a timed test: it
// prints its figures (they go in docs/api/live-updates.md).

const STREAMS = Number(process.env['BENCH_STREAMS'] ?? 500);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 50);
const benchDir = path.dirname(fileURLToPath(import.meta.url));

const child = spawn(process.execPath, ['--expose-gc', path.join(benchDir, 'liveServer.ts')], {
  cwd: path.resolve(benchDir, '..'),
  stdio: ['pipe', 'pipe', 'inherit'],
  env: process.env,
});
const lines = createInterface({ input: child.stdout });
const waiting: Array<(line: string) => void> = [];
lines.on('line', (line) => waiting.shift()?.(line));
const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
const memory = async () => {
  const reply = nextLine();
  child.stdin.write('mem\n');
  return JSON.parse(await reply) as { rss: number; heapUsed: number; external: number; openStreams: number };
};

try {
  const { url } = JSON.parse(await nextLine()) as { url: string };
  const login = async (email: string, password: string) => {
    const response = await fetch(`${url}/user/user_settings.php?action=login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await response.json()) as { data: { token: string; user_data: { id: number } } }).data;
  };
  const buyer = await login('buyer@momento.test', 'momento-buyer');
  const seller = await login('seller@momento.test', 'momento-seller');
  const room = await fetch(`${url}/user/message/rooms.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ receiver_id: seller.user_data.id }),
  });
  const roomId = ((await room.json()) as { data: { room_id: number } }).data.room_id;
  const send = (message: string) =>
    fetch(`${url}/user/message/messages.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ room_id: roomId, message }),
    }).then(
      async (response) => ((await response.json()) as { data: { message_id: number } }).data.message_id,
    );
  // Warm up the send path before measuring anything.
  for (let i = 0; i < 5; i++) await send(`warm-up ${i}`);

  const before = await memory();
  const received = new Map<number, number[]>();
  const controllers: AbortController[] = [];
  let opened = 0;
  const openOne = async () => {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${url}/user/events.php`, {
      headers: { authorization: `Bearer ${seller.token}` },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
    opened += 1;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data:'));
            if (data) {
              const event = JSON.parse(data.slice(5)) as { message_id?: number };
              if (event.message_id !== undefined) {
                const list = received.get(event.message_id) ?? [];
                list.push(performance.now());
                received.set(event.message_id, list);
              }
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted at the end
      }
    })();
  };
  for (let i = 0; i < STREAMS; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, openOne));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await memory();

  const latencies: number[] = [];
  let missing = 0;
  for (let i = 0; i < MESSAGES; i++) {
    const sentAt = performance.now();
    const id = await send(`benchmark message ${i}`);
    const deadline = performance.now() + 5000;
    while ((received.get(id)?.length ?? 0) < STREAMS && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 2));
    const times = received.get(id) ?? [];
    missing += STREAMS - times.length;
    for (const at of times) latencies.push(at - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  const perStream = (key: 'rss' | 'heapUsed' | 'external') => (after[key] - before[key]) / STREAMS / 1024;
  console.log(
    `live streams benchmark: ${opened} streams open on one process (server says ${after.openStreams}), ${MESSAGES} messages, ${latencies.length} deliveries, ${missing} missing`,
  );
  console.log(
    `send-to-receive: p50 ${pct(50).toFixed(1)} ms, p90 ${pct(90).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  console.log(
    `memory per open stream (server, after GC): heap ${perStream('heapUsed').toFixed(1)} KB, heap + external ${(perStream('heapUsed') + perStream('external')).toFixed(1)} KB, rss ${perStream('rss').toFixed(1)} KB`,
  );
  for (const controller of controllers) controller.abort();
} finally {
  child.kill('SIGTERM');
}
