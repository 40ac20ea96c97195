import { ORDER_REFUSALS, PAYMENT_REFUSALS, JSON_BODY_BYTES, ORDER_PAYABLE_STATUSES } from '@momento/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { ApiError } from '../errors.ts';
import { authenticateUser, bearerOf, readLimited } from './pipeline.ts';
import { paymentProvider } from '../payments/provider.ts';
import { TestProvider } from '../payments/test.ts';

const body = z.object({ order_no: z.string().trim().min(1).max(40) });

/**
 * POST /api/v1/dev/test-payments `{ order_no }` -> `{ data: { token } }`: the test provider's "approve and
 * capture" step, for the order's buyer only, while the order is payable, and only when PAYMENT_PROVIDER=test
 * with DEV_ROUTES=1 (never in production). The site then sends `payment_result: { is_paid: true, token }` with paymentUpdate as it
 * would after PayPal's capture. Outside the contract because PayPal's own step happens in PayPal's SDK.
 */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function testPaymentRoutes(services: Services) {
  const app = new Hono();
  const fail = (error: ApiError) =>
    new Response(JSON.stringify({ error: { code: error.code, message: error.message } }), {
      status: error.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
    });
  app.post('/', async (c) => {
    try {
      const provider = paymentProvider(services.config);
      if (!(provider instanceof TestProvider) || !services.config.devRoutes) throw new ApiError('NOT_FOUND');
      const viewer = await authenticateUser(services, bearerOf(c));
      // A small JSON form, read within JSON_BODY_BYTES like every operation's (413 beyond).
      const text = new TextDecoder().decode(await readLimited(c, JSON_BODY_BYTES));
      const parsed = body.safeParse(parseJson(text));
      if (!parsed.success) throw new ApiError('VALIDATION', PAYMENT_REFUSALS.orderNoMissing);
      const order = await services.database.db
        .selectFrom('orders')
        .select(['order_no', 'buyer_id', 'status', 'total_cents', 'expires_at'])
        .where('order_no', '=', parsed.data.order_no)
        .executeTakeFirst();
      if (!order || order.buyer_id !== viewer.id) throw new ApiError('NOT_FOUND', ORDER_REFUSALS.notFound);
      if (
        !(ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status) ||
        order.expires_at.getTime() <= Date.now()
      ) {
        throw new ApiError('CONFLICT', PAYMENT_REFUSALS.notPayable);
      }
      return c.json({
        data: { token: provider.issueToken({ orderNo: order.order_no, amountCents: order.total_cents }) },
      });
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      services.logger.error({ err: error }, 'test payment failed');
      return fail(new ApiError('INTERNAL'));
    }
  });
  return app;
}
