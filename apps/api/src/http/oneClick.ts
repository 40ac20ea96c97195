import { bodyLimit, routes } from '@momento/contract';
import type { Context } from 'hono';
import type { Services } from '../context.ts';
import { ApiError } from '../errors.ts';
import { readLimited } from './pipeline.ts';
import { unsubscribe } from '../notifications/unsubscribe.ts';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * A mail client's one-click unsubscribe (RFC 8058): POST to the List-Unsubscribe address with the form body
 * `List-Unsubscribe=One-Click`. Answers the same envelope as the `unsubscribe` operation; null for a request that is
 * not a form post (the site's own page), which the operation answers.
 */
export async function oneClickUnsubscribe(
  c: Context,
  services: Services,
  requestId: string,
): Promise<Response | null> {
  const request = c.req.raw;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  // Only the link's token counts, but the form is read, within the operation's small limit (413 beyond, counted as it
  // arrives), so that no request leaves a large body to the server.
  await readLimited(c, bodyLimit(routes.unsubscribe));
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const reply = await services.database.db
      .transaction()
      .execute((trx) => unsubscribe(trx, services.config, token));
    return new Response(JSON.stringify({ data: reply }), {
      status: 200,
      headers: { ...HEADERS, 'x-request-id': requestId },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return new Response(JSON.stringify({ error: { code: error.code, message: error.message } }), {
      status: error.status,
      headers: { ...HEADERS, 'x-request-id': requestId },
    });
  }
}
