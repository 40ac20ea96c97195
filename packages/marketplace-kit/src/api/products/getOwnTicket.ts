import type { Ticket } from '@momento/contract';
import type { Client } from '../client.ts';
import { myTicketsRoute } from '@momento/contract/routes';

/** GET /user/products.php?product_id=: one of the signed-in user's own tickets, or null when it is not theirs. */
export async function getOwnTicket(
  client: Client,
  productId: number,
  signal?: AbortSignal,
): Promise<Ticket | null> {
  const page = await client.call(
    'myTickets',
    { query: { product_id: productId, full_result: 1 } },
    { signal, route: myTicketsRoute },
  );
  return page.items[0] ?? null;
}
