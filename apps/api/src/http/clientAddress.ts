// The client address the abuse limits count (failed logins, registrations, reset mails, ...), and whether the client
// came over https, as the proxies in front of the API tell them (TRUST_PROXY=<hops>, config.ts; docs/abuse-limits.md).
//
// Each proxy adds the address it saw at the right end of X-Forwarded-For; the socket's address is the last proxy's
// own. Read from the right, [...X-Forwarded-For, socket] is: the socket (hop 0), the address the nearest proxy saw
// (hop 1), the one the proxy before it saw (hop 2), ... With `hops` trusted proxies the client is the entry `hops`
// from the right. Entries further left were written by the client (or by a proxy no one configured), so they are
// never read: a client that sends its own X-Forwarded-For only pushes them there.

/** The entries of a comma-separated forwarding header, in order, without blanks. */
function entries(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An IPv4 address as a dual-stack socket reports it (`::ffff:203.0.113.7`) is the IPv4 address. */
const plain = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The client's address: the entry `hops` from the right of X-Forwarded-For followed by the socket's address; the
 * leftmost entry when there are fewer (the request came past fewer proxies than configured, such as straight to
 * the last one, which then wrote the client's address itself); the socket's address with 0 hops.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, hops: number): string {
  const chain = hops > 0 ? [...entries(forwardedFor), socketAddress] : [socketAddress];
  return plain(chain[Math.max(0, chain.length - 1 - hops)] ?? socketAddress);
}

/**
 * Whether the client's request came over https, by X-Forwarded-Proto: only behind trusted proxies (`hops` above 0),
 * and read at the same hop as the address (the leftmost entry when there are fewer: most proxies set the header
 * rather than add to it).
 */
export function forwardedHttps(forwardedProto: string | undefined, hops: number): boolean {
  if (hops <= 0) return false;
  const protos = entries(forwardedProto);
  return protos[Math.max(0, protos.length - hops)]?.toLowerCase() === 'https';
}
