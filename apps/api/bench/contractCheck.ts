import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Every reply checked against the published contract (@momento/contract/openapi.json) by an independent JSON-schema
// validator (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it, with its formats), not by the zod schemas the
// document is generated from: a reply the server builds differently from what the document promises shows here.

type Operation = {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
};

const DOCUMENT_ID = 'https://momento.test/openapi.json';
const escape = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

/** Where the reply of `method` on `url` (a URL under /api/v1) with `status` is described, or why it is not. */
export type ContractVerdict = { ok: true } | { ok: false; problem: string };

export function createContractCheck(apiPrefix = '/api/v1') {
  const require = createRequire(import.meta.url);
  const document = JSON.parse(
    readFileSync(require.resolve('@momento/contract/openapi.json'), 'utf8'),
  ) as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  return function check(method: string, url: string, status: number, body: unknown): ContractVerdict {
    const parsed = new URL(url, 'http://localhost');
    const pathname = parsed.pathname.startsWith(apiPrefix)
      ? parsed.pathname.slice(apiPrefix.length)
      : parsed.pathname;
    // One OpenAPI operation per path and method; the `action` query parameter (or another discriminator) picks among
    // the contract operations it lists, whose replies it describes together.
    const action = parsed.searchParams.get('action');
    const key = pathname;
    const label = action === null ? pathname : `${pathname}?action=${action}`;
    const verb = method.toLowerCase();
    const operation = document.paths[key]?.[verb];
    if (!operation) return { ok: false, problem: `${method} ${label} is not in the document` };
    const response = operation.responses[String(status)];
    if (!response) return { ok: false, problem: `${method} ${label} does not document status ${status}` };
    let pointer = `#/paths/${escape(key)}/${verb}/responses/${status}`;
    let described = response;
    if (response.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      pointer = `#/components/responses/${escape(name)}`;
      described = document.components.responses[name] ?? {};
    }
    const media = described.content?.['application/json'];
    if (!media?.schema)
      return body === undefined
        ? { ok: true }
        : { ok: false, problem: `${method} ${label} ${status} has no body in the document, but one came` };
    const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}/content/application~1json/schema`);
    if (!validate) return { ok: false, problem: `no schema at ${pointer}` };
    if (validate(body)) return { ok: true };
    const first = validate.errors?.[0];
    return {
      ok: false,
      problem: `${method} ${label} ${status}: ${first?.instancePath || '(root)'} ${first?.message ?? 'does not match'}`,
    };
  };
}
