import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes, type OperationId, type Route } from './routes.ts';
import { buildOpenApi, renderOpenApi } from './openapi.ts';

const packageDir = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  version: string;
};

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; 'x-momento-operations'?: Array<{ operationId: string }> }>
  >;
};

describe('openapi.json', () => {
  it('is up to date with the operations (run `pnpm --filter @momento/contract openapi` to regenerate)', () => {
    const committed = readFileSync(new URL('openapi.json', packageDir), 'utf8');
    expect(committed === renderOpenApi(version), 'packages/contract/openapi.json is stale').toBe(true);
  });

  it('is OpenAPI 3.1 and lists every contract operation once', () => {
    const document = buildOpenApi(version) as unknown as Document;
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap(
        (operation) =>
          operation['x-momento-operations']?.map((entry) => entry.operationId) ?? [operation.operationId],
      );
    expect(listed.sort()).toEqual(Object.keys(routes).sort());
  });

  it('lists every operation under its path and method, one OpenAPI operation per path and method, no query in a path', () => {
    const document = buildOpenApi(version) as unknown as Document;
    for (const key of Object.keys(document.paths)) expect(key, key).not.toContain('?');
    for (const id of Object.keys(routes) as OperationId[]) {
      const route: Route = routes[id];
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, id).toBeDefined();
      const entries = operation?.['x-momento-operations'];
      if (entries)
        expect(
          entries.find((entry) => entry.operationId === id),
          id,
        ).toMatchObject(route.action === undefined ? {} : { action: route.action });
      else expect(operation?.operationId).toBe(id);
    }
  });

  it("declares the path's actions as the values of its action parameter", () => {
    const document = buildOpenApi(version) as unknown as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; schema: { const?: string; enum?: string[] } }> }>
      >;
    };
    for (const id of Object.keys(routes) as OperationId[]) {
      const route: Route = routes[id];
      if (route.action === undefined) continue;
      const parameter = document.paths[route.path]?.[route.method.toLowerCase()]?.parameters?.find(
        (entry) => entry.name === 'action',
      );
      expect(parameter?.schema.enum ?? [parameter?.schema.const], id).toContain(route.action);
    }
  });
});

describe('openapi.json references', () => {
  it('resolves every $ref to a component, and no component is only a reference to itself', () => {
    const document = buildOpenApi(version) as {
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    };
    const text = JSON.stringify(document);
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!));
    for (const ref of refs) {
      const [, kind = '', name = ''] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      expect(document.components[kind as 'schemas' | 'responses']?.[name], ref).toBeDefined();
    }
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(schema, name).not.toEqual({ $ref: `#/components/schemas/${name}` });
    }
    expect(refs.has('#/components/schemas/Ticket')).toBe(true);
  });
});
