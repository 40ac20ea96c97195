// The README's start command as a new user runs it: a fresh clone of this repository, only the machine's own Node
// on PATH (Node 20 on a Debian machine, older than the project's), `node scripts/quickstart.mjs start`; the API must
// answer its health check and the site and the embed demo their pages. The process group is stopped at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/stack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The machine's own Node, as a new user has it (the system one when there is one). */
const systemNode =
  ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => existsSync(candidate)) ?? process.execPath;
const folder = mkdtempSync(path.join(tmpdir(), 'momento-quickstart-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(folder, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

describe('quick start', () => {
  it('starts the API, the site and the embed demo from a fresh clone with only the system Node on PATH', async () => {
    const clone = path.join(folder, 'momento');
    execFileSync('git', ['clone', '--quiet', root, clone]);
    const [api, site, embed] = [await freePort(), await freePort(), await freePort()];
    const output: string[] = [];
    child = spawn(systemNode, ['scripts/quickstart.mjs', 'start'], {
      cwd: clone,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        HOME: process.env['HOME'] ?? folder,
        PATH: `${path.dirname(systemNode)}:/usr/bin:/bin`,
        API_PORT: String(api),
        SITE_PORT: String(site),
        EMBED_PORT: String(embed),
        // This machine's npm may sit behind a TLS-inspecting proxy; a user's machine passes its own settings too.
        ...Object.fromEntries(
          ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'MOMENTO_TOOLCHAIN_DIR', 'CI'].flatMap((key) =>
            process.env[key] ? [[key, process.env[key]]] : [],
          ),
        ),
      },
    });
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const deadline = Date.now() + 150_000;
    let up = false;
    while (!up && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      up =
        (await answers(`http://127.0.0.1:${api}/api/v1/health`)) &&
        (await answers(`http://127.0.0.1:${site}/`)) &&
        (await answers(`http://127.0.0.1:${embed}/`));
    }
    expect(up, output.join('').slice(-4000)).toBe(true);
    const health = (await (await fetch(`http://127.0.0.1:${api}/api/v1/health`)).json()) as {
      data: { status: string };
    };
    expect(health.data.status).toBe('ok');
    expect(output.join('')).toContain('Demo accounts');
    // The quick start runs the API with its development routes: verification and reset links are read in the outbox.
    expect((await fetch(`http://127.0.0.1:${api}/api/v1/dev/outbox`)).status).toBe(200);
  }, 200_000);
});
