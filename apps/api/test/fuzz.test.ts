// The contract-wide fuzzer: every operation of the contract (read from its route table and schemas, so a new
// operation is covered without writing anything here), called as each role it allows, with hostile values in every
// query key and body field: full-Unicode strings, NUL and other control characters, right-to-left marks, emoji,
// 10,000-character runs, numbers at the edges (NaN and Infinity arrive as null in JSON, -0, 2^53, 1e308), wrong JSON
// types and broken bodies. Every reply is 2xx or 4xx with `error.message`, never 5xx; every reply is the one the
// published contract describes for its operation and status (openapi.json, checked by Ajv, an independent JSON-schema
// validator, not the zod schemas the document comes from); and a refused request changes nothing in the database
// (row counts and a checksum of every table, before and after, for a sample of the refused writes). Runs on PGlite,
// and on PostgreSQL in the api-postgres project; prints its figures.
import { operations, routes, type OperationId, type Route } from '@momento/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractCheck } from '../bench/contractCheck.ts';
import { ADMIN, BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';

/** Requests per database; with PGlite and PostgreSQL a CI run sends twice as many. */
const REQUESTS = 5_200;
/** Refused writes whose effect on the database is checked (a checksum of every table before and after each). */
const CHECKED_WRITES = 150;
/** Changed by refused requests on purpose: failed logins are counted to rate-limit them. */
const COUNTED_TABLES = new Set(['login_failures']);

let api: TestApi;
const tokens: Record<string, string | null> = {};
beforeAll(async () => {
  api = await startTestApi();
  tokens['anonymous'] = null;
  tokens['buyer'] = (await api.login(BUYER.email, BUYER.password)).token;
  tokens['seller'] = (await api.login(SELLER.email, SELLER.password)).token;
  tokens['admin'] = (await api.login(ADMIN.email, ADMIN.password)).token;
  const gate = await api.call('POST', '/sitelogin.php', {
    body: { email: 'preview@momento.test', password: 'momento-preview' },
  });
  tokens['gate'] = gate.body.data?.token ?? null;
});
afterAll(async () => {
  await api?.close();
});

/** The roles that may call an operation, and one that may not (the server must refuse it with a 4xx). */
function rolesOf(route: Route): string[] {
  switch (route.auth) {
    case 'public':
      return ['anonymous', 'buyer'];
    case 'user':
      return ['buyer', 'seller', 'anonymous'];
    case 'seller':
    case 'activeSeller':
      return ['seller', 'buyer'];
    case 'siteGate':
      return ['gate', 'anonymous'];
    default:
      return ['admin', 'buyer'];
  }
}

type Schema = {
  def?: {
    type?: string;
    innerType?: Schema;
    in?: Schema;
    out?: Schema;
    options?: Schema[];
    shape?: Record<string, Schema>;
  };
  shape?: Record<string, Schema>;
};

/** The field names of an object schema, through optional / nullable / default / pipe wrappers and unions. */
function fieldsOf(schema: Schema | undefined): string[] {
  const def = schema?.def;
  if (!schema || !def) return [];
  if (def.type === 'object') return Object.keys(schema.shape ?? def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap((option) => fieldsOf(option)))];
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  return [];
}

/** Values every query key of every operation receives at least once (besides the random ones). */
const SPECIAL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u001b[31m',
  '\u202eevil\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '🎟️🎟️🎟️',
  '\ud800',
  '\udfff x',
  'x'.repeat(10_000),
  '',
  ' ',
  'null',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  'MO-2026-000001',
  '1e3',
  '-1',
];
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...SPECIAL_STRINGS),
);
const hostileNumber = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -0,
  2 ** 53,
  1e308,
  -1,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
);
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: '\u0000' } },
  [null],
);
const hostileValue = fc.oneof(hostileString, hostileNumber, wrongType);

type Plan = { id: OperationId; role: string; query: Record<string, string>; body: unknown; raw?: string };

const operationIds = Object.keys(routes) as OperationId[];

const plan: fc.Arbitrary<Plan> = fc.constantFrom(...operationIds).chain((id) => {
  const route = routes[id] as Route;
  const operation = operations[id] as { query?: Schema; body?: Schema };
  const queryFields = fieldsOf(operation.query);
  const bodyFields = fieldsOf(operation.body);
  const fieldValues = (fields: string[], value: fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(fields.map((field) => [field, value])), {
      requiredKeys: [],
    }) as fc.Arbitrary<Record<string, unknown>>;
  return fc.record({
    id: fc.constant(id),
    role: fc.constantFrom(...rolesOf(route)),
    query: fieldValues(queryFields, hostileString) as fc.Arbitrary<Record<string, string>>,
    body:
      route.method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 8, arbitrary: fieldValues(bodyFields, hostileValue) },
            { weight: 1, arbitrary: hostileValue },
          ),
    raw:
      route.method === 'GET'
        ? fc.constant(undefined)
        : fc
            .option(
              fc.constantFrom('{', '{"a":', '\u0000', '[1,', 'not json', '{"__proto__":{"admin":true}}'),
              { freq: 12 },
            )
            .map((value) => value ?? undefined),
  });
});

function pathOf({ id, query }: Plan): string {
  const route = routes[id] as Route;
  const params = new URLSearchParams();
  if (route.action) params.set('action', route.action);
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const search = params.toString();
  return search ? `${route.path}?${search}` : route.path;
}

/** Row counts and an md5 of every row of every table (but the counted ones). */
async function fingerprint(): Promise<string> {
  const tables = await sql<{
    name: string;
  }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    api.database.db,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (COUNTED_TABLES.has(name) || name.startsWith('kysely_')) continue;
    const row = await sql<{
      n: number;
      sum: string | null;
    }>`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${sql.table(name)} t`.execute(
      api.database.db,
    );
    parts.push(`${name}:${row.rows[0]?.n}:${row.rows[0]?.sum}`);
  }
  return parts.join('\n');
}

describe('contract-wide fuzzer', () => {
  it(`sends ${REQUESTS} hostile requests over every operation and role: never a 5xx, and refused writes change nothing`, async () => {
    // Every query key of every operation gets every special value once, as the operation's first role (so the
    // value reaches the handler wherever the key is optional); random requests make up the rest.
    const systematic: Plan[] = operationIds.flatMap((id) =>
      fieldsOf((operations[id] as { query?: Schema }).query).flatMap((field) =>
        SPECIAL_STRINGS.map((value) => ({
          id,
          role: rolesOf(routes[id] as Route)[0] ?? 'anonymous',
          query: { [field]: value },
          body: undefined,
        })),
      ),
    );
    const random = fc.sample(plan, {
      numRuns: Math.max(0, REQUESTS - systematic.length),
      seed: Number(process.env['FUZZ_SEED'] ?? 20261124),
    });
    const samples = [...systematic, ...random];
    const statuses = new Map<number, number>();
    const covered = new Set<OperationId>();
    const failures: string[] = [];
    const conforms = createContractCheck();
    const offContract = new Map<string, string>();
    let checkedWrites = 0;
    for (const request of samples) {
      const route = routes[request.id] as Route;
      const isWrite = route.method !== 'GET';
      const check = isWrite && checkedWrites < CHECKED_WRITES;
      const before = check ? await fingerprint() : '';
      const reply = await api.call(route.method, pathOf(request), {
        token: tokens[request.role] ?? null,
        ...(request.raw !== undefined
          ? { rawBody: request.raw }
          : request.body !== undefined
            ? { body: request.body }
            : {}),
      });
      covered.add(request.id);
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      const described = `${route.method} ${pathOf(request).slice(0, 200)} as ${request.role}: ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`;
      const verdict = conforms(route.method, pathOf(request), reply.status, reply.body);
      // One example of each distinct problem (the operation, status and schema path say what is wrong).
      if (!verdict.ok && !offContract.has(verdict.problem)) offContract.set(verdict.problem, described);
      if (reply.status >= 500) failures.push(described);
      else if (
        reply.status >= 400 &&
        (typeof reply.body?.error?.message !== 'string' || reply.body.error.message === '')
      )
        failures.push(`no error.message: ${described}`);
      if (check && reply.status >= 400) {
        checkedWrites += 1;
        if ((await fingerprint()) !== before)
          failures.push(`a refused request changed the database: ${described}`);
      }
    }
    const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `[fuzz ${api.kind}] ${samples.length} requests (${systematic.length} systematic), ${covered.size} of ${operationIds.length} operations, 5xx = ${fivexx}, refused writes checked against the database: ${checkedWrites}, replies off the contract: ${offContract.size} kinds; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...offContract].slice(0, 10).map(([problem, example]) => `${problem} (${example})`)).toEqual([]);
    expect(covered.size).toBe(operationIds.length);
    expect(checkedWrites).toBe(CHECKED_WRITES);
  }, 240_000);
});
