// Builds the OpenAPI 3.1 document of the contract from the operations (zod 4's built-in z.toJSONSchema).
// Run `pnpm --filter @momento/contract openapi` to regenerate packages/contract/openapi.json; a test fails when the
// committed file is stale. Not part of the package's runtime entries.
import { z } from 'zod';
import { API_BASE_PATH } from './constants.ts';
import { errorBody } from './envelope.ts';
import { ERROR_CODES, ERROR_HTTP_STATUS } from './errors.ts';
import { operations } from './operations.ts';
import { bodyLimit, routes, type OperationId, type Route } from './routes.ts';
import { routeSummaries } from './routeSummaries.ts';

type JsonSchema = { [key: string]: unknown };

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/** Converts one schema, moving its `$defs` (entities with a meta id) into the shared components. */
function convert(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
  where: string,
): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const rewritten = JSON.parse(
    JSON.stringify(json).replaceAll(`"${DEFS_PREFIX}`, `"${COMPONENTS_PREFIX}`),
  ) as JsonSchema;
  const { $schema: _schema, $defs: defs, ...rest } = rewritten;
  for (const [name, def] of Object.entries((defs ?? {}) as Record<string, JsonSchema>)) {
    const known = components[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(
        `Schema ${name} converts differently in ${where}; give the variants distinct meta ids.`,
      );
    }
    components[name] = def;
  }
  return rest;
}

const acceptsUndefined = (schema: z.ZodType) => schema.safeParse(undefined).success;
const isNoBody = (schema: z.ZodType) => schema instanceof z.ZodUndefined;

type Parameter = { name: string; in: 'query'; required: boolean; schema: JsonSchema; description?: string };

function queryParameters(
  schema: z.ZodType,
  components: Record<string, JsonSchema>,
  where: string,
): Parameter[] {
  const json = convert(schema, 'input', components, where);
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
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
  // 431: an address or headers too long, refused before any operation is chosen.
  const statuses = new Set<number>([400, 404, 429, 431, 500]);
  if (route.auth !== 'public' || route.bearer === 'refresh') statuses.add(401);
  if (
    route.auth === 'seller' ||
    route.auth === 'activeSeller' ||
    route.auth === 'admin' ||
    route.auth === 'user'
  )
    statuses.add(403);
  if (route.method !== 'GET') {
    statuses.add(409);
    statuses.add(413);
  }
  return [...statuses].sort((a, b) => a - b);
};

/** The tag of a path: its first segment (`/user/offers/offers.php` is under `user`). */
const tagOf = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)[0]
    ?.replace(/\.php$/, '') ?? 'api';

/** Every tag the paths use, with what it holds (the document declares them; a new tag needs its line here). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  admin: 'Operator calls: reference data and reports, for administrators.',
  artist: 'Artists, the reference list sellers pick from.',
  auth: 'Sign-in of partner widgets: the site window grants a code, the widget trades it for an embed token.',
  collections: 'Collections of tickets listed together, as buyers browse them.',
  embed: 'Partner widgets’ own calls: a widget counts its load for the partner of its page’s origin.',
  dev: 'Development helpers of the reference server (the e-mail outbox); present only when it runs with DEV_ROUTES=1, never in production.',
  events: 'Events, the reference list tickets belong to.',
  genre: 'Genres, the reference list events belong to.',
  masterData: 'The reference lists in one reply, for forms.',
  masterPaymentData: 'Payment settings: the processing fee and the tax rate.',
  metaContents: 'Site texts and page metadata.',
  notifications: 'E-mail notification preferences reached from an unsubscribe link, without signing in.',
  popular: 'What is popular: events, venues and tickets for the home page.',
  products: 'Ticket listings: the public search and a ticket’s detail.',
  ratings: 'Reviews of sellers and buyers.',
  search: 'The header search’s suggestions.',
  seller: 'A seller’s own listings, collections and public page.',
  sitelogin: 'The site gate in front of the preview site.',
  sub_genre: 'Sub-genres, the reference list under genres.',
  teams: 'Teams, the reference list events may name.',
  user: 'The signed-in account: profile, addresses, cart, checkout, orders, offers, messages, reports, notifications.',
  venues: 'Venues, the reference list events take place at.',
};

/** Who may call an operation, in words. */
const WHO: Record<Route['auth'], string> = {
  public: 'anyone, signed in or not',
  siteGate: 'a visitor past the site gate (its refresh token)',
  user: 'a signed-in user (access token)',
  seller: 'a signed-in seller (access token of a user who registered as a seller)',
  activeSeller: 'a signed-in seller whose seller account is active',
  admin: 'an administrator (access token)',
};

const whoMayCall = (route: Route): string => {
  if (route.bearer === 'refresh') return 'the holder of a refresh token, sent only to this call';
  const embed =
    route.embed === true && route.auth !== 'public'
      ? ", or a partner widget's embed token sent from the partner origin it was issued for"
      : '';
  return `${WHO[route.auth]}${embed}`;
};

const discriminatorText = ({ action, when }: Route): string =>
  [
    ...(action === undefined ? [] : [`action=${action}`]),
    ...(when === undefined
      ? []
      : [`${when.key}${when.value === undefined ? '' : ` = ${when.value}`} in the ${when.in}`]),
  ].join(', ');

/** The description of an operation of the document: who may call it and, for several on one path, which is which. */
function describeOperations(ids: OperationId[]): string {
  if (ids.length === 1) {
    const route = routes[ids[0]!] as Route;
    return `${routeSummaries[ids[0]!]}. Who may call: ${whoMayCall(route)}.${route.ours === true ? ' An operation of ours, beyond the product specification.' : ''}`;
  }
  const lines = ids.map((id) => {
    const route = routes[id] as Route;
    const selector = discriminatorText(route);
    return `- \`${id}\`${selector ? ` (${selector})` : ' (otherwise)'}: ${routeSummaries[id]}. Who may call: ${whoMayCall(route)}.`;
  });
  return `Several contract operations share this method and path, told apart as listed:\n${lines.join('\n')}`;
}

/** The OpenAPI 3.1 document, deterministic (route order), ready for JSON.stringify. */
export function buildOpenApi(version: string): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  // errorBody has a meta id, so converting it registers the ErrorBody component (the result is only a $ref to it).
  convert(errorBody, 'output', components, 'ErrorBody');

  // Operations sharing method + path (told apart by the `action` query parameter, another query key or a body
  // value) become one OpenAPI operation: OpenAPI allows one operation per method and path, and a path without a query.
  const groups = new Map<string, OperationId[]>();
  for (const id of Object.keys(routes) as OperationId[]) {
    const route: Route = routes[id];
    const key = `${route.method} ${route.path}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, ids] of groups) {
    const [method = '', pathKey = ''] = key.split(' ');
    const primary =
      ids.find(
        (id) => (routes[id] as Route).when === undefined && (routes[id] as Route).action === undefined,
      ) ?? ids[0]!;
    const route: Route = routes[primary];
    const actions = [
      ...new Set(ids.map((id) => (routes[id] as Route).action).filter((action) => action !== undefined)),
    ];

    const parameterLists = ids.map((id) => queryParameters(operations[id].query, components, `${id}.query`));
    const byName = new Map<string, Parameter>();
    for (const list of parameterLists) {
      for (const parameter of list) {
        const inAll = parameterLists.every((other) =>
          other.some((p) => p.name === parameter.name && p.required),
        );
        byName.set(parameter.name, { ...parameter, required: inAll });
      }
    }
    const parameters: Parameter[] = [];
    if (actions.length > 0) {
      parameters.push({
        name: 'action',
        in: 'query',
        // Required when every operation of the path has one.
        required: ids.every((id) => (routes[id] as Route).action !== undefined),
        schema:
          actions.length === 1 ? { type: 'string', const: actions[0] } : { type: 'string', enum: actions },
        description: 'Which operation of this path to run (see the operation list in the description).',
      });
    }
    parameters.push(...byName.values());

    const bodies = ids
      .filter((id) => !isNoBody(operations[id].body))
      .map((id) => ({
        id,
        optional: acceptsUndefined(operations[id].body),
        schema: convert(operations[id].body, 'input', components, `${id}.body`),
      }));
    const replies = ids
      .filter((id) => (routes[id] as Route).noContent !== true && (routes[id] as Route).csv !== true)
      .map((id) => ({ id, schema: convert(operations[id].reply, 'output', components, `${id}.reply`) }));

    // The security of the group: each operation's requirement, as alternatives (`{}`: none needed).
    const auths = ids.map((id) => (routes[id] as Route).auth);
    const requirements = ids.map((id) => {
      const member = routes[id] as Route;
      if (member.bearer === 'refresh') return { refreshToken: [] };
      return AUTH_SECURITY[member.auth][0] ?? {};
    });
    const security = [
      ...new Map(requirements.map((requirement) => [JSON.stringify(requirement), requirement])).values(),
    ];
    const operation: JsonSchema = {
      operationId: primary,
      summary: ids.map((id) => routeSummaries[id]).join(' / '),
      description: describeOperations(ids),
      tags: [tagOf(route.path)],
      security: security.length === 1 && Object.keys(security[0]!).length === 0 ? [] : security,
      'x-momento-auth': auths.every((auth) => auth === route.auth) ? route.auth : auths,
    };
    const writes = route.method !== 'GET';
    if (ids.length > 1) {
      operation['x-momento-operations'] = ids.map((id) => {
        const { action, when } = routes[id] as Route;
        const maxBody = writes ? { maxBody: bodyLimit(routes[id]) } : {};
        return {
          operationId: id,
          ...(action === undefined ? {} : { action }),
          ...(when === undefined ? {} : { when }),
          ...maxBody,
        };
      });
    }
    // The largest body the path's operations take (each one's own is in x-momento-operations); beyond it, 413.
    if (writes) operation['x-momento-max-body'] = Math.max(...ids.map((id) => bodyLimit(routes[id])));
    if (route.ours === true || ids.some((id) => (routes[id] as Route).ours === true))
      operation['x-momento-ours'] = true;
    if (route.devOnly === true) operation['x-momento-dev-only'] = true;
    // Partner widgets may call it with an embed token from their own origin (CORS allows `authorization` there).
    if (ids.every((id) => (routes[id] as Route).embed === true)) operation['x-momento-embed'] = true;
    if (parameters.length > 0) operation['parameters'] = parameters;
    if (bodies.length > 0) {
      // anyOf, not oneOf: the bodies of two operations may both accept one request (the action tells them apart).
      const schema =
        bodies.length === 1
          ? bodies[0]!.schema
          : { anyOf: bodies.map((body) => ({ title: body.id, ...body.schema })) };
      operation['requestBody'] = {
        required: bodies.length === ids.length && bodies.every((body) => !body.optional),
        content: { 'application/json': { schema } },
      };
    }

    const responses: Record<string, JsonSchema> = {};
    if (ids.some((id) => (routes[id] as Route).noContent === true)) {
      responses['204'] = { description: 'Done; no body.' };
    }
    if (replies.length > 0) {
      // Identical replies (an offer and a counter both answer the offer) are listed once.
      const distinct = replies.filter(
        (reply, index) =>
          replies.findIndex((other) => JSON.stringify(other.schema) === JSON.stringify(reply.schema)) ===
          index,
      );
      const data =
        distinct.length === 1
          ? distinct[0]!.schema
          : { anyOf: distinct.map((reply) => ({ title: reply.id, ...reply.schema })) };
      responses['200'] = {
        description: 'Success: `{ data }`.',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { data }, required: ['data'], additionalProperties: false },
          },
        },
      };
    }
    // A file reply (a CSV export) beside the envelope's: the file itself, as an attachment.
    const files = ids.filter((id) => (routes[id] as Route).csv === true);
    if (files.length > 0) {
      const ok = (responses['200'] ??= { description: 'Success.', content: {} }) as {
        description: string;
        content: Record<string, JsonSchema>;
      };
      ok.description = `${ok.description} ${files.join(', ')}: the CSV file itself (\`text/csv\`, as an attachment).`;
      ok.content['text/csv'] = { schema: { type: 'string' } };
    }
    const statuses = [...new Set(ids.flatMap((id) => errorStatuses(routes[id] as Route)))].sort(
      (a, b) => a - b,
    );
    for (const status of statuses) responses[String(status)] = { $ref: '#/components/responses/Error' };
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
        'The Momento wire protocol, generated from @momento/contract. Several contract operations may share a method and ' +
        'path, told apart by the `action` query parameter (or another query key or body value): each OpenAPI operation ' +
        'lists its contract operations in its description and in `x-momento-operations`. Success replies are `{ data }`, ' +
        'paged lists `{ data: { items, next? } }`, errors ' +
        '`{ error: { code, message } }` with code one of ' +
        ERROR_CODES.join(', ') +
        '.',
    },
    servers: [{ url: API_BASE_PATH }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => {
      const description = TAG_DESCRIPTIONS[name];
      if (description === undefined)
        throw new Error(`The tag ${name} has no description: add it to TAG_DESCRIPTIONS.`);
      return { name, description };
    }),
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
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token (15 minutes).',
        },
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
export const renderOpenApi = (version: string): string =>
  `${JSON.stringify(buildOpenApi(version), null, 2)}\n`;
