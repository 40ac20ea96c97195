import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * GET /dev/outbox/{id}/html (development only): the HTML part of an outbox mail as a page. The mail's markup is
 * ours, but it quotes what users wrote (names, report titles): the page may not run scripts, load anything but
 * images, or be framed.
 */
export async function outboxHtml(db: Kysely<DB>, idText: string): Promise<Response> {
  const id = Number(idText);
  const row =
    Number.isSafeInteger(id) && id > 0
      ? await db.selectFrom('outbox_mails').select('html_body').where('id', '=', id).executeTakeFirst()
      : undefined;
  if (!row?.html_body)
    return new Response('No such HTML mail.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(row.html_body, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
