import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';

// The messages and reports demo of the seed, read through the API as the demo users see it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('messages and reports demo', () => {
  it('gives the buyer a few dozen messages with the seller, that room unread, and a read room with the admin', async () => {
    const { token } = await api.login(BUYER.email, BUYER.password);
    const rooms = await api.op('rooms', { query: { page: 1 }, token });
    expect(rooms.status).toBe(200);
    expect(rooms.body.data.items).toHaveLength(2);
    const [withSeller, withAdmin] = rooms.body.data.items;
    expect(withSeller).toMatchObject({
      name: 'Sam Seller',
      hasUnreadMessage: true,
      lastMsgSentByCurrentUser: false,
    });
    expect(withAdmin).toMatchObject({ hasUnreadMessage: false });
    const first = await api.op('messages', { query: { room_id: withSeller!.room_id, page: 1 }, token });
    const second = await api.op('messages', { query: { room_id: withSeller!.room_id, page: 2 }, token });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0]!.message).toBe('It is listed now, in my collection "World Series 1986".');
    expect(first.body.data.items.length + second.body.data.items.length).toBeGreaterThanOrEqual(24);
  });

  it('the seller sees the same room read (the buyer has not answered yet)', async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const rooms = await api.op('rooms', { query: { page: 1 }, token });
    expect(rooms.body.data.items).toEqual([
      expect.objectContaining({
        name: 'Bailey Buyer',
        hasUnreadMessage: false,
        lastMsgSentByCurrentUser: true,
      }),
    ]);
  });

  it('gives the buyer a common report with replies, newest first', async () => {
    const { token } = await api.login(BUYER.email, BUYER.password);
    const reports = await api.op('reportRooms', { query: { page: 1 }, token });
    const common = reports.body.data.items.find(
      (item: { title: string }) => item.title === 'Tracking has not moved for a week',
    );
    expect(common).toMatchObject({ type: 'Order problem', status: 'OPEN' });
    const thread = await api.op('reportReplies', { query: { room_id: common!.room_id }, token });
    expect(thread.body.data.items[0]!.replies.map((reply: { message: string }) => reply.message)).toEqual([
      'Thank you, I will wait for the update.',
      'Thanks for letting us know. We have asked the seller for a new tracking number.',
    ]);
  });
});
