import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env['API_PORT'] ?? 8787);
const server = serve({ fetch: createApp().fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ level: 'info', msg: 'api listening', url: `http://127.0.0.1:${info.port}/api/v1` }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
