import autocannon from 'autocannon';

// The search load of the benchmarks (bench/search.ts, bench/scale.ts): the same query mix for every run.

/** Deterministic random search queries like the /tickets page sends: 0 to 3 filters and a page. */
export function queryFactory(events: number) {
  // mulberry32: a 32-bit generator with a full period. (An earlier LCG here multiplied past 2^53 in floating point,
  // fell into a short cycle and repeated queries, which flattered the reply cache.)
  let state = 42;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const words = [
    'final',
    'live',
    'lunar',
    'royal',
    'stub',
    'signed',
    'harbor',
    'jazz',
    'program',
    'derby',
    'vintage',
    'gala',
  ];
  const filters: (() => string)[] = [
    () => `q=${words[int(0, words.length - 1)]}`,
    () => `event=${int(1, events)}`,
    () => `venue=${int(1, 20)}`,
    () => `sub_genre=${int(1, 17)}`,
    () => `team=${int(1, 20)}`,
    () => `artist=${int(1, 15)}`,
    () => `seller=${int(1, 7)}`,
    () => `price=${int(50, 900)}`,
    () => `face_price=${int(10, 150)}`,
    () => `section=${int(100, 340)}`,
    () => 'is_featured=1',
    () =>
      `date=${int(1955, 2026)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
  ];
  return () => {
    const parts = new Set<string>();
    const count = int(0, 3);
    while (parts.size < count) parts.add((filters[int(0, filters.length - 1)] as () => string)());
    parts.add(`page=${int(1, 5)}`);
    return `/products.php?${[...parts].join('&')}`;
  };
}

/** Loads the search on `url` (the API base) for `duration` seconds; throughput, latency and failures. */
export async function loadSearches(url: string, events: number, duration: number, connections: number) {
  const base = new URL(url);
  const nextQuery = queryFactory(events);
  const result = await autocannon({
    url: base.origin,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: { path: string }) => {
          request.path = `${base.pathname}${nextQuery()}`;
          return request;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
