// One-off handlers for the Loading and Error states of stories and tests. `msw.use(...)` / `server.use(...)` puts them
// in front of the mock API's handlers. They answer every operation that shares the given operation's method + path.
import {
  ERROR_HTTP_STATUS,
  ERROR_TEXTS,
  routes,
  type ErrorCode,
  type OperationId,
  type Route,
} from '@momento/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

function handlerFor(
  apiBase: string,
  id: OperationId,
  resolver: () => Response | Promise<Response>,
): HttpHandler {
  const route: Route = routes[id];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`${apiBase.replace(/\/+$/, '')}${route.path}`, resolver);
}

/**
 * Answers the operation with the error envelope `{ error: { code, message } }` and the code's HTTP status;
 * `retryAfterSeconds` adds the Retry-After header of a 429 (the wait of an abuse limit).
 */
export function mockErrorHandler(
  apiBase: string,
  id: OperationId,
  {
    code = 'INTERNAL',
    message,
    status,
    retryAfterSeconds,
  }: { code?: ErrorCode; message?: string; status?: number; retryAfterSeconds?: number } = {},
): HttpHandler {
  return handlerFor(apiBase, id, () =>
    HttpResponse.json(
      { error: { code, message: message ?? ERROR_TEXTS[code] } },
      {
        status: status ?? ERROR_HTTP_STATUS[code],
        ...(retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }),
      },
    ),
  );
}

/** Never answers: the Loading state. */
export function mockLoadingHandler(apiBase: string, id: OperationId): HttpHandler {
  return handlerFor(apiBase, id, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}
