// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; setupRequest?: (request: { path: string }) => { path: string } }[];
  };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
