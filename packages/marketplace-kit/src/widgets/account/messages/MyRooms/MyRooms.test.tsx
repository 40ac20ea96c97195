import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { emptyTexts, errorTexts } from '#texts.ts';
import {
  emitLive,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  mockErrorHandler,
  openLiveStreams,
} from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { ROOM_ID, withConversation } from '../messagesScenarios.ts';
import { messagesTexts as t } from '../texts.ts';
import { ChatRoom } from '../ChatRoom/ChatRoom.tsx';
import { MyRooms } from './MyRooms.tsx';

// The chat by its name: react-aria's own live regions are logs too.
const chatLog = `${t.chatLabel}: Grace Hopper`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MyRooms', () => {
  it('lists rooms with name, last message and an unread marker, linking to the chat, and passes axe', async () => {
    const { container } = renderWithApi(server, <MyRooms />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => void withConversation(api, { count: 3 }),
    });
    const list = await screen.findByRole('list', { name: t.roomsLabel });
    const link = within(list).getByRole('link', { name: /Grace Hopper\s*, Unread/ });
    expect(link).toHaveAttribute('href', `/account/mymessages/${ROOM_ID}`);
    // The last message (the third, from the buyer) is the user's own: prefixed 'You:'.
    expect(link).toHaveTextContent('You: Question 3: is the stub in good condition?');
    expect(screen.getByText(emptyTexts.noMoreRooms)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'No Rooms Found' without rooms", async () => {
    renderWithApi(server, <MyRooms />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByText(emptyTexts.noRooms)).toBeInTheDocument();
  });

  it("shows 'Oops something went wrong' when the rooms fail to load", async () => {
    renderWithApi(server, <MyRooms />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'rooms')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrongShort)).toBeInTheDocument();
  });

  it('turns a room unread when a message arrives on the live stream, without a reload', async () => {
    const { api } = renderWithApi(server, <MyRooms />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: (a) => void withConversation(a, { count: 2, unread: false }),
    });
    const list = await screen.findByRole('list', { name: t.roomsLabel });
    expect(within(list).getByRole('link', { name: /Ada Lovelace/ })).not.toHaveAccessibleName(/Unread/);
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    const room = api.db.rooms[0];
    if (!room) throw new Error('no room');
    const [buyer, seller] = room.participants;
    api.db.messages.get(ROOM_ID)?.unshift({
      message_id: 5,
      message: 'Still available?',
      sent_date: new Date().toISOString(),
      sender: { user_id: buyer, user_name: 'Ada Lovelace', avatar: null },
    });
    room.unread.add(seller);
    emitLive(api.db, [buyer, seller], { type: 'message', room_id: ROOM_ID, message_id: 5, sender_id: buyer });
    expect(await within(list).findByRole('link', { name: /Ada Lovelace\s*, Unread/ })).toHaveTextContent(
      'Still available?',
    );
  });

  it('shows a room read in the chat as read when the list comes back', async () => {
    const { rerender } = renderWithApi(server, <MyRooms />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (a) => void withConversation(a, { count: 2 }),
    });
    const list = await screen.findByRole('list', { name: t.roomsLabel });
    expect(within(list).getByRole('link', { name: /Grace Hopper\s*, Unread/ })).toBeInTheDocument();
    rerender(<ChatRoom roomId={ROOM_ID} />);
    await screen.findByRole('log', { name: chatLog });
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.composerLabel })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    rerender(<MyRooms />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Grace Hopper/ })).not.toHaveAccessibleName(/Unread/),
    );
  });
});
