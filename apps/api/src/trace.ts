// TEMPORARY instrumentation (not committed)
import { AsyncLocalStorage } from 'node:async_hooks';
export const als = new AsyncLocalStorage<any>();
export const m = (name: string) => mark(als.getStore(), name);
type Rec = { path: string; method: string; marks: [string, number][] };
const recs: Rec[] = [];
export const on = process.env['CARTFAST_TRACE'] === '1';
export function start(method: string, path: string): Rec | null {
  if (!on || method === 'GET') return null;
  const r = { path, method, marks: [['start', performance.now()]] as [string, number][] };
  recs.push(r);
  return r;
}
export function mark(r: Rec | null | undefined, name: string) {
  if (r) r.marks.push([name, performance.now()]);
}
if (on) {
  process.on('SIGTERM', () => {
    const rows = recs.filter((r) => r.path.includes('cart')).map((r) => {
      const t0 = r.marks[0]![1];
      const total = r.marks.at(-1)![1] - t0;
      const parts: Record<string, number> = {};
      for (let i = 1; i < r.marks.length; i++) parts[r.marks[i]![0]] = Math.round((r.marks[i]![1] - r.marks[i - 1]![1]) * 10) / 10;
      return { method: r.method, total: Math.round(total * 10) / 10, parts };
    });
    rows.sort((a, b) => b.total - a.total);
    for (const meth of ['PUT', 'DELETE']) {
    const sum: Record<string, number[]> = {};
    for (const row of rows) if (row.method === meth) for (const [k, v] of Object.entries(row.parts)) (sum[k] ??= []).push(v);
    const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    const p90 = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length * 0.9)];
    process.stderr.write(`TRACE ${meth} medians ${JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, med(v)])))}\n`);
    process.stderr.write(`TRACE p90 ${JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, p90(v)])))}\n`);
    }
    for (const row of rows.filter((r) => r.method === 'PUT').slice(40, 50)) process.stderr.write(`TRACE put ${JSON.stringify(row)}\n`);
    for (const row of rows.slice(0, 12)) process.stderr.write(`TRACE slow ${JSON.stringify(row)}\n`);
  });
}
