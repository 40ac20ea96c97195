import { sql } from 'kysely';
import type { HandlerGroup } from '../context.ts';
import { listReply, pageWindow } from '../views/paging.ts';

/** The development outbox (GET /dev/outbox): the router serves it only with DEV_ROUTES=1 (route.devOnly, config.ts). */
export const devHandlers = {
  async devOutbox(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    let query = ctx.db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(limit).offset(offset);
    if (ctx.query.to) query = query.where(sql<string>`lower(to_address)`, '=', ctx.query.to.toLowerCase());
    const rows = await query.execute();
    const items = rows.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      links: m.links,
      html: m.html_body,
      sent_at: m.created_at.toISOString(),
    }));
    return listReply(items, ctx, ctx.query.page, size);
  },
} satisfies HandlerGroup;
