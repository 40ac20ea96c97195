import { Hono } from 'hono';

/** Builds the HTTP application. The API lives under /api/v1 (issue: apps/api part 1). */
export function createApp() {
  const app = new Hono();
  const api = new Hono();
  api.get('/health', (c) => c.json({ data: { status: 'ok' } }));
  app.route('/api/v1', api);
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  return app;
}
