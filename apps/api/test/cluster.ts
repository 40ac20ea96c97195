import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A deployment of several API processes on one machine, for the scale-out test and the load test (bench/journey.ts):
// real server processes (src/main.ts) and the round-robin proxy that stands for the load balancer.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Work to do when the test or the run ends, newest first (stop processes by PID, remove folders). */
export type Cleanups = Array<() => Promise<void> | void>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type LogLine = { level: number; msg: string; sweep?: string; cartItems?: number; orders?: number };

/**
 * One API process (src/main.ts) with its own port and DATA_DIR; its pino lines are kept for the checks. `start`
 * again after `kill` starts a new process (on a new port; the proxy reads `url` for every request).
 */
export class ApiProcess {
  readonly name: string;
  readonly env: Record<string, string>;
  readonly cleanups: Cleanups;
  child: ChildProcess | null = null;
  url = '';
  readonly lines: LogLine[] = [];
  /** When each process of this name ended, and how (a crash shows here with its code or signal). */
  readonly exits: Array<{ at: number; code: number | null; signal: string | null }> = [];
  #output = '';

  constructor(name: string, env: Record<string, string>, cleanups: Cleanups) {
    this.name = name;
    this.env = env;
    this.cleanups = cleanups;
  }

  async start(): Promise<void> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `momento-scale-${this.name}-`));
    this.cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? tmpdir(),
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        ...this.env,
      },
    });
    this.child = child;
    child.once('exit', (code, signal) => this.exits.push({ at: Date.now(), code, signal }));
    this.cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          this.#output += `${line}\n`;
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (this.#output += chunk.toString()));
    this.url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (Date.now() - started < 120_000) {
      if (child.exitCode !== null)
        throw new Error(
          `API ${this.name} exited (${child.exitCode}) while starting:\n${this.#output.slice(-3000)}`,
        );
      try {
        if ((await fetch(`${this.url}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `API ${this.name} did not answer its health check within 120 s:\n${this.#output.slice(-3000)}`,
    );
  }

  /** Ends the process at once (SIGKILL): no request finishes, no transaction commits. */
  kill(): Promise<void> {
    return this.#signal('SIGKILL');
  }

  /** Stops the process as a deployment does (SIGTERM: running requests finish). */
  stop(): Promise<void> {
    return this.#signal('SIGTERM');
  }

  #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  }

  /** Log lines of the background sweep after `from` (an index into `lines`). */
  sweepLines(from: number, message: string): LogLine[] {
    return this.lines.slice(from).filter((line) => line.sweep === 'reservations' && line.msg === message);
  }

  /** The process's output that was not a log line (start-up failures, crashes). */
  get output(): string {
    return this.#output;
  }
}

export type Proxy = {
  url: string;
  /** Requests sent to each backend, in the order of `backends`. */
  served: number[];
  /** Requests the proxy answered 502 because the backend failed them: when, which backend, the socket's error. */
  upstreamErrors: Array<{ at: number; backend: string; code: string }>;
  /**
   * The next request for which `match` holds is forwarded and answered by its backend, but the proxy then drops
   * the client's connection instead of passing the reply on: the write happened, the client never hears of it.
   * Resolves with the request's method and URL once it has been dropped.
   */
  dropReplyOfNext(
    match: (method: string, url: string) => boolean,
  ): Promise<{ method: string; url: string; status: number }>;
  close: () => Promise<void>;
};

/** The load balancer: each request goes to the next process in turn; the reply says which one answered. */
export function startProxy(backends: ApiProcess[]): Promise<Proxy> {
  // Idle connections to a backend are given up after 2 s, well before the server closes them (Node's keep-alive
  // timeout, 5 s): a request sent on a connection the server is closing at that moment fails with ECONNRESET
  // (load balancers keep their upstream idle timeout below the backend's for the same reason).
  const agent = new http.Agent({ keepAlive: true, timeout: 2_000 });
  const served = backends.map(() => 0);
  const upstreamErrors: Proxy['upstreamErrors'] = [];
  let next = 0;
  let drop: {
    match: (method: string, url: string) => boolean;
    done: (dropped: { method: string; url: string; status: number }) => void;
  } | null = null;
  const server = http.createServer((req, res) => {
    const index = next % backends.length;
    next += 1;
    served[index] = (served[index] ?? 0) + 1;
    const backend = backends[index] as ApiProcess;
    const target = new URL(backend.url);
    const dropping = drop !== null && drop.match(req.method ?? 'GET', req.url ?? '/') ? drop : null;
    if (dropping) drop = null;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
        },
      },
      (reply) => {
        if (dropping) {
          // Read the whole reply (the backend has committed and answered), then cut the client off without it.
          reply.resume();
          reply.on('end', () => {
            req.socket.destroy();
            dropping.done({
              method: req.method ?? 'GET',
              url: req.url ?? '/',
              status: reply.statusCode ?? 0,
            });
          });
          return;
        }
        res.writeHead(reply.statusCode ?? 502, { ...reply.headers, 'x-backend': backend.name });
        reply.pipe(res);
        // A backend that dies mid-reply (a live stream's process killed) cuts the client's connection too, as a
        // balancer does: ending the reply normally would pass a truncated reply, or a dead stream, for a whole one.
        reply.on('error', () => res.destroy());
        reply.on('aborted', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      upstreamErrors.push({ at: Date.now(), backend: backend.name, code: error.code ?? error.message });
      // The backend never answered (it is down): the next matching request is the one to drop.
      if (dropping && drop === null) drop = dropping;
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json', 'x-backend': backend.name });
      res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'The API process did not answer.' } }));
    });
    // A client that goes away (a closed tab's live stream) releases the backend's side as well.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        served,
        upstreamErrors,
        dropReplyOfNext: (match) => new Promise((done) => (drop = { match, done })),
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
