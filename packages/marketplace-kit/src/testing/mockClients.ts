// What the mock server's tests share: the mock API's base, a client signed in to it, calls checked against the
// contract's reply schemas, and a complete address.
import { operations, type OperationId, type OperationReply } from '@momento/contract';
import { createClient, type CallArgs, type Client } from '../api/client.ts';
import type { MockApi } from '../mocks/createMockApi.ts';
import { mockLogin } from '../mocks/login.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { createSiteGateStore } from '../session/siteGateStore.ts';
import { memoryStorage } from './jwt.ts';
import { siteRoutes } from '@momento/contract/routes';

export const MOCK_API = 'http://mock.test/api/v1';

/** A client of `api` signed in as `email`, or a visitor's without one. */
export function clientOf(api: MockApi, email?: string): Client {
  const session = createSessionStore({ apiBase: MOCK_API, storage: memoryStorage() });
  const siteGate = createSiteGateStore({ apiBase: MOCK_API, storage: memoryStorage() });
  if (email) session.signIn(mockLogin(api.db, email));
  return createClient({ apiBase: MOCK_API, routes: siteRoutes, session, siteGate });
}

/** Calls an operation and checks the reply against the contract's reply schema. */
export async function checked<Id extends OperationId>(
  client: Client,
  id: Id,
  ...args: CallArgs<Id>
): Promise<OperationReply<Id>> {
  const data = await client.call(id, ...args);
  const parsed = operations[id].reply.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `${id} reply does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
    );
  return data;
}

/** A shipping or billing address with every field the checkout asks for. */
export const testAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  mobile_no: '5550100',
  address_line_1: '12 Clark Street',
  city: 'Chicago',
  administrative_area: 'IL',
  postal_code: '60613',
  country: 'United States',
};
