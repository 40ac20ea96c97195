import type { HandlerGroup } from '../context.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { outboxMailPage } from '../queries/devOutbox.ts';

/** The development outbox (GET /dev/outbox): the router serves it only with DEV_ROUTES=1 (route.devOnly, config.ts). */
export const devHandlers = {
  async devOutbox(ctx) {
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const rows = await outboxMailPage(ctx.db, ctx.query.to, limit, offset);
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
