import { sql } from 'kysely';
import { operations } from '@momento/contract';
import { openDatabase } from '../src/db/database.ts';
import { criteriaOf, searchPageSql } from '../src/queries/search.ts';
import { queryFactory } from './load.ts';
const database = await openDatabase({ databaseUrl: process.env['URL'] as string });
const db = database.db;
const events = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db)).rows[0]?.n);
const next = queryFactory(events);
const times: { ms: number; q: string }[] = [];
for (let i = 0; i < Number(process.env['N'] ?? 300); i++) {
  const path = next();
  const params = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
  const q = operations.products.query.parse(params);
  const c = criteriaOf(q);
  const page = Number(params['page'] ?? 1);
  const t = performance.now();
  const p = await searchPageSql(db, c, 21, (page - 1) * 20);
  if (p) await sql`SELECT p.id FROM (${p}) AS p ORDER BY p.ord`.execute(db);
  times.push({ ms: performance.now() - t, q: path });
}
times.sort((a, b) => b.ms - a.ms);
const total = times.reduce((s, t) => s + t.ms, 0);
console.log('total', total.toFixed(0), 'ms for', times.length, 'mean', (total / times.length).toFixed(1));
for (const t of times.slice(0, 25)) console.log(t.ms.toFixed(1), t.q);
await database.close();
