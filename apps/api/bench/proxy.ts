import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Child process of bench/scale.ts: the load balancer in front of the API processes, a round-robin node:http proxy
// with keep-alive connections to each backend. In its own process so that it competes for the CPU like a real
// balancer and not inside the load generator's event loop. Usage: node bench/proxy.ts <backend origin>...
// Prints one JSON line ({ url }) when listening; stops on SIGTERM.
const backends = process.argv.slice(2).map((origin) => new URL(origin));
if (backends.length === 0) {
  console.error('usage: node bench/proxy.ts http://127.0.0.1:PORT ...');
  process.exit(2);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;
const server = http.createServer((req, res) => {
  const target = backends[next % backends.length] as URL;
  next += 1;
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      agent,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`,
  );
});
process.on('SIGTERM', () => {
  agent.destroy();
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
