import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

describe('api over HTTP', () => {
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the health check with status ok', async () => {
    const reply = await fetch(`${base}/health`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers an unknown path with 404 and an error message', async () => {
    const reply = await fetch(`${base}/nope.php`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
