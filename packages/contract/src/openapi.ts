// Builds the OpenAPI 3.1 document of the contract from the operations (zod 4's built-in z.toJSONSchema).
// Run `pnpm --filter @momento/contract openapi` to regenerate packages/contract/openapi.json; a test fails when the
// committed file is stale. Not part of the package's runtime entries.
import { z } from 'zod';
import { API_BASE_PATH } from './constants.ts';
import { errorBody } from './envelope.ts';
import { ERROR_CODES, ERROR_HTTP_STATUS } from './errors.ts';
import { operations } from './operations.ts';
import { routes, type OperationId, type Route } from './routes.ts';
import { routeSummaries } from './routeSummaries.ts';

type JsonSchema = { [key: string]: unknown };

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/** Converts one schema, moving its `$defs` (entities with a meta id) into the shared components. */
function convert(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>, where: string): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const rewritten = JSON.parse(
    JSON.stringify(json).replaceAll(`"${DEFS_PREFIX}`, `"${COMPONENTS_PREFIX}`),
  ) as JsonSchema;
  const { $schema: _schema, $defs: defs, ...rest } = rewritten;
  for (const [name, def] of Object.entries((defs ?? {}) as Record<string, JsonSchema>)) {
    const known = components[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Schema ${name} converts differently in ${where}; give the variants distinct meta ids.`);
    }
    components[name] = def;
  }
  return rest;
}

const acceptsUndefined = (schema: z.ZodType) => schema.safeParse(undefined).success;
const isNoBody = (schema: z.ZodType) => schema instanceof z.ZodUndefined;

type Parameter = { name: string; in: 'query'; required: boolean; schema: JsonSchema; description?: string };

function queryParameters(schema: z.ZodType, components: Record<string, JsonSchema>, where: string): Parameter[] {
  const json = convert(schema, 'input', components, where);
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const AUTH_SECURITY: Record<Route['auth'], Array<Record<string, string[]>>> = {
  public: [],
  siteGate: [{ refreshToken: [] }],
  user: [{ accessToken: [] }],
  seller: [{ accessToken: [] }],
  activeSeller: [{ accessToken: [] }],
  admin: [{ accessToken: [] }],
};

const errorStatuses = (route: Route): number[] => {
  const statuses = new Set<number>([400, 404, 429, 500]);
  if (route.auth !== 'public' || route.bearer === 'refresh') statuses.add(401);
  if (route.auth === 'seller' || route.auth === 'activeSeller' || route.auth === 'admin' || route.auth === 'user') statuses.add(403);
  if (route.method !== 'GET') {
    statuses.add(409);
    statuses.add(413);
  }
  return [...statuses].sort((a, b) => a - b);
};

/** The OpenAPI 3.1 document, deterministic (route order), ready for JSON.stringify. */
export function buildOpenApi(version: string): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  // errorBody has a meta id, so converting it registers the ErrorBody component (the result is only a $ref to it).
  convert(errorBody, 'output', components, 'ErrorBody');

  // Operations sharing method + path + action (told apart by a query key or a body value) become one OpenAPI
  // operation: OpenAPI allows one operation per method and path.
  const groups = new Map<string, OperationId[]>();
  for (const id of Object.keys(routes) as OperationId[]) {
    const route: Route = routes[id];
    const key = `${route.method} ${route.path}${route.action === undefined ? '' : `?action=${route.action}`}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, ids] of groups) {
    const [method = '', pathKey = ''] = key.split(' ');
    const primary = ids.find((id) => (routes[id] as Route).when === undefined) ?? ids[0]!;
    const route: Route = routes[primary];

    const parameterLists = ids.map((id) => queryParameters(operations[id].query, components, `${id}.query`));
    const byName = new Map<string, Parameter>();
    for (const list of parameterLists) {
      for (const parameter of list) {
        const inAll = parameterLists.every((other) => other.some((p) => p.name === parameter.name && p.required));
        byName.set(parameter.name, { ...parameter, required: inAll });
      }
    }
    const parameters: Parameter[] = [];
    if (route.action !== undefined) {
      parameters.push({ name: 'action', in: 'query', required: true, schema: { type: 'string', const: route.action } });
    }
    parameters.push(...byName.values());

    const bodies = ids
      .filter((id) => !isNoBody(operations[id].body))
      .map((id) => ({ id, optional: acceptsUndefined(operations[id].body), schema: convert(operations[id].body, 'input', components, `${id}.body`) }));
    const replies = ids.map((id) => ({ id, schema: convert(operations[id].reply, 'output', components, `${id}.reply`) }));

    const operation: JsonSchema = {
      operationId: primary,
      summary: ids.map((id) => routeSummaries[id]).join(' / '),
      tags: [route.path.split('/').filter(Boolean)[0]?.replace(/\.php$/, '') ?? 'api'],
      security: route.bearer === 'refresh' ? [{ refreshToken: [] }] : AUTH_SECURITY[route.auth],
      'x-momento-auth': route.auth,
    };
    if (ids.length > 1) {
      operation['x-momento-operations'] = ids.map((id) => {
        const when = (routes[id] as Route).when;
        return when === undefined ? { operationId: id } : { operationId: id, when };
      });
      operation['description'] = `Several contract operations share this method and path: ${ids.join(', ')}. They are told apart by ${ids
        .map((id) => (routes[id] as Route).when)
        .filter((when) => when !== undefined)
        .map((when) => `${when.key}${when.value === undefined ? '' : ` = ${when.value}`} in the ${when.in}`)
        .join(', ')}.`;
    }
    if (route.ours === true || ids.some((id) => (routes[id] as Route).ours === true)) operation['x-momento-ours'] = true;
    if (route.devOnly === true) operation['x-momento-dev-only'] = true;
    if (parameters.length > 0) operation['parameters'] = parameters;
    if (bodies.length > 0) {
      const schema = bodies.length === 1 ? bodies[0]!.schema : { oneOf: bodies.map((body) => ({ title: body.id, ...body.schema })) };
      operation['requestBody'] = {
        required: bodies.every((body) => !body.optional),
        content: { 'application/json': { schema } },
      };
    }

    const responses: Record<string, JsonSchema> = {};
    if (route.noContent === true) {
      responses['204'] = { description: 'Done; no body.' };
    } else {
      // Identical replies (an offer and a counter both answer the offer) are listed once.
      const distinct = replies.filter(
        (reply, index) => replies.findIndex((other) => JSON.stringify(other.schema) === JSON.stringify(reply.schema)) === index,
      );
      const data =
        distinct.length === 1 ? distinct[0]!.schema : { oneOf: distinct.map((reply) => ({ title: reply.id, ...reply.schema })) };
      responses['200'] = {
        description: 'Success: `{ data }`.',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { data }, required: ['data'], additionalProperties: false },
          },
        },
      };
    }
    for (const status of errorStatuses(route)) responses[String(status)] = { $ref: '#/components/responses/Error' };
    operation['responses'] = responses;

    paths[pathKey] ??= {};
    paths[pathKey][method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Momento API',
      version,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'The Momento wire protocol, generated from @momento/contract. Paths are the spec\'s paths; an operation with an ' +
        'action is listed under "path?action=value" (the action is a required query parameter) so that every contract ' +
        'operation keeps its own entry. Success replies are `{ data }`, paged lists `{ data: { items, next? } }`, errors ' +
        '`{ error: { code, message } }` with code one of ' +
        ERROR_CODES.join(', ') +
        '.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: {
        Error: {
          description: `Error: \`{ error: { code, message } }\`. Statuses: ${Object.entries(ERROR_HTTP_STATUS)
            .map(([code, status]) => `${code} ${status}`)
            .join(', ')}.`,
          content: { 'application/json': { schema: { $ref: `${COMPONENTS_PREFIX}ErrorBody` } } },
        },
      },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token (15 minutes).' },
        refreshToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Refresh token, sent only to the refresh calls; rotated on each use.',
        },
      },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export const renderOpenApi = (version: string): string => `${JSON.stringify(buildOpenApi(version), null, 2)}\n`;
