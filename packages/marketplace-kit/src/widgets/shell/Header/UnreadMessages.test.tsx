import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { PAGE_SIZE } from '@momento/contract/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  emitLive,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  openLiveStreams,
  type MockApi,
} from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { Header } from './Header.tsx';
import { unreadTexts } from './UnreadMessages.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A room between the seeded buyer and seller, unread for the given users. */
function roomUnreadFor(emails: string[]) {
  return (api: MockApi) => {
    const ids = (email: string) =>
      api.db.accounts.find((account) => account.user.mail === email)?.user.id ?? 0;
    api.db.rooms.push({
      room_id: 77,
      participants: [ids(MOCK_BUYER_EMAIL), ids(MOCK_SELLER_EMAIL)],
      unread: new Set(emails.map(ids)),
    });
  };
}

describe('the header unread badge', () => {
  it('shows how many rooms are unread and goes to /account/mymessages', async () => {
    const { navigate } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: roomUnreadFor([MOCK_BUYER_EMAIL]),
    });
    await userEvent.click(await screen.findByRole('button', { name: unreadTexts.messages('1') }));
    expect(navigate).toHaveBeenCalledWith('/account/mymessages');
  });

  it('counts unread rooms beyond the first page of the rooms list, and caps the badge at 10+', async () => {
    /** `read` rooms with newer messages first, then `unread` older ones: the unread ones are past the first page. */
    const rooms = (read: number, unread: number) => (api: MockApi) => {
      const ids = (email: string) =>
        api.db.accounts.find((account) => account.user.mail === email)?.user.id ?? 0;
      const [buyer, seller] = [ids(MOCK_BUYER_EMAIL), ids(MOCK_SELLER_EMAIL)];
      for (let index = 0; index < read + unread; index += 1) {
        api.db.rooms.push({
          room_id: 100 + index,
          participants: [buyer, seller],
          unread: new Set(index < read ? [] : [buyer]),
        });
      }
    };
    const { unmount } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: rooms(PAGE_SIZE + 5, 3),
    });
    expect(await screen.findByRole('button', { name: unreadTexts.messages('3') })).toBeInTheDocument();
    unmount();
    renderShell(server, <Header location="/" />, { signedInAs: MOCK_BUYER_EMAIL, arrange: rooms(2, 12) });
    expect(await screen.findByRole('button', { name: unreadTexts.messages('10+') })).toBeInTheDocument();
  });

  it('is absent while no room is unread, and appears when a message arrives on the live stream', async () => {
    const { api } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: roomUnreadFor([]),
    });
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    expect(screen.queryByRole('button', { name: /Messages/ })).toBeNull();
    const room = api.db.rooms[0];
    if (!room) throw new Error('no room');
    room.unread.add(room.participants[0]);
    emitLive(api.db, room.participants, {
      type: 'message',
      room_id: 77,
      message_id: 1,
      sender_id: room.participants[1],
    });
    expect(await screen.findByRole('button', { name: unreadTexts.messages('1') })).toBeInTheDocument();
  });

  it('is not there for a visitor, who opens no stream', async () => {
    const { api } = renderShell(server, <Header location="/" />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Messages/ })).toBeNull();
    expect(openLiveStreams(api.db)).toBe(0);
  });
});
