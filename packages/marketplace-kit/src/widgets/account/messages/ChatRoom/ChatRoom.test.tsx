import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { RATE_LIMIT_REFUSALS, retryWaitText } from '@momento/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { emptyTexts, errorTexts, validationTexts as m } from '#texts.ts';
import {
  emitLive,
  MOCK_BUYER_EMAIL,
  mockErrorHandler,
  mockLoadingHandler,
  openLiveStreams,
} from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { ROOM_ID, withConversation } from '../messagesScenarios.ts';
import { messagesTexts as t } from '../texts.ts';
import { ChatRoom } from './ChatRoom.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderRoom(options: Parameters<typeof withConversation>[1] = {}) {
  return renderWithApi(server, <ChatRoom roomId={ROOM_ID} />, {
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: (api) => void withConversation(api, options),
  });
}

// The chat by its name: react-aria's own live regions are logs too.
const chatLog = `${t.chatLabel}: Grace Hopper`;
const box = () => screen.getByRole('textbox', { name: t.composerLabel });
const sendButton = () => screen.getByRole('button', { name: t.send });

describe('ChatRoom', () => {
  it('shows the conversation as a chat log, oldest at the top and newest at the bottom, and passes axe', async () => {
    const { container } = renderRoom({ count: 4 });
    const log = await screen.findByRole('log', { name: chatLog });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = await within(log).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Question 1');
    expect(items[items.length - 1]).toHaveTextContent('Answer 4');
    expect(within(log).getByText(emptyTexts.noMoreMessages)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clears the room unread flag when it opens', async () => {
    const { api } = renderRoom({ unread: true });
    await screen.findByRole('log', { name: chatLog });
    await waitFor(() => expect(api.db.rooms.find((room) => room.room_id === ROOM_ID)?.unread.size).toBe(0));
  });

  it("shows 'No Message Found' in an empty room", async () => {
    renderRoom({ count: 0 });
    expect(await screen.findByText(emptyTexts.noMessages)).toBeInTheDocument();
  });

  it('Enter sends and empties the box, Shift+Enter inserts a new line, and the focus stays in the box', async () => {
    const { api } = renderRoom({ count: 2 });
    await screen.findByRole('log', { name: chatLog });
    await userEvent.click(box());
    await userEvent.keyboard('First line{Shift>}{Enter}{/Shift}second line');
    expect(box()).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(box()).toHaveFocus();
    expect(api.db.messages.get(ROOM_ID)?.[0]?.message).toBe('First line\nsecond line');
    const log = screen.getByRole('log', { name: chatLog });
    await waitFor(() => expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('second line'));
  });

  it('disables Send while the box is empty or only spaces', async () => {
    renderRoom();
    await screen.findByRole('log', { name: chatLog });
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), 'hello');
    expect(sendButton()).toBeEnabled();
  });

  it('disables Send while a message is being sent, keeping the focus in the box', async () => {
    renderWithApi(server, <ChatRoom roomId={ROOM_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => void withConversation(api, { count: 2 }),
      overrides: [mockLoadingHandler(TEST_API, 'messageSend')],
    });
    await screen.findByRole('log', { name: chatLog });
    await userEvent.type(box(), 'On its way?{Enter}');
    // The button says it is sending (its pending label) and does not take a second press.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${t.send} ${t.sending}` })).toBeDisabled(),
    );
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('On its way?');
  });

  it("shows 'Please enter the message.' when Enter is pressed on an empty box, and sends nothing", async () => {
    const { api } = renderRoom({ count: 2 });
    await screen.findByRole('log', { name: chatLog });
    await userEvent.type(box(), '  {Enter}');
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(m.messageRequired));
    expect(box()).toHaveFocus();
    expect(api.db.messages.get(ROOM_ID)).toHaveLength(2);
  });

  it("shows 'Please enter less than 500 characters for message.' for 501 characters, keeping the text", async () => {
    const { api } = renderRoom({ count: 2 });
    await screen.findByRole('log', { name: chatLog });
    await userEvent.click(box());
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(sendButton());
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(m.messageMax));
    expect(box()).toHaveValue('x'.repeat(501));
    expect(api.db.messages.get(ROOM_ID)).toHaveLength(2);
  });

  it('warns about a phone number before sending; sent anyway, the ERR0010 text shows and the typed text is kept', async () => {
    const { api } = renderRoom({ count: 2 });
    await screen.findByRole('log', { name: chatLog });
    await userEvent.type(box(), 'Call me on 0171 555 0199{Enter}');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(t.offContactWarningTitle);
    expect(api.db.messages.get(ROOM_ID)).toHaveLength(2);
    await userEvent.click(within(warning).getByRole('button', { name: t.sendAnyway }));
    const composer = box().closest('form') as HTMLElement;
    await waitFor(() =>
      expect(within(composer).getByRole('alert')).toHaveTextContent(errorTexts.offContactInfo),
    );
    expect(box()).toHaveValue('Call me on 0171 555 0199');
    expect(box()).toHaveFocus();
    expect(api.db.messages.get(ROOM_ID)).toHaveLength(2);
  });

  it('shows the wait under the box when the server refuses for too many messages, counts it down, and keeps the text', async () => {
    const refusal = `${RATE_LIMIT_REFUSALS.messages} ${retryWaitText(3)}`;
    const { api } = renderRoom({ count: 2 });
    await screen.findByRole('log', { name: chatLog });
    server.use(
      mockErrorHandler(TEST_API, 'messageSend', {
        code: 'RATE_LIMITED',
        message: refusal,
        retryAfterSeconds: 3,
      }),
    );
    await userEvent.type(box(), 'One more question{Enter}');
    const composer = box().closest('form') as HTMLElement;
    const notice = await within(composer).findByRole('alert');
    expect(notice).toHaveTextContent(RATE_LIMIT_REFUSALS.messages);
    // Three seconds from the reply's arrival (two when rendering it took a second on a busy machine).
    expect(notice).toHaveTextContent(/Please try again in [23] seconds\./);
    expect(box()).toHaveValue('One more question');
    expect(api.db.messages.get(ROOM_ID)).toHaveLength(2);
    // The visible wait ticks down; the notice goes once it is over.
    await waitFor(() => expect(notice).toHaveTextContent(retryWaitText(2)), { timeout: 2500 });
    await waitFor(() => expect(within(composer).queryByRole('alert')).toBeNull(), { timeout: 4000 });
  }, 10_000);

  it('keeps the view where it was when older messages load on top (no jump)', async () => {
    renderRoom({ count: 45 });
    const log = await screen.findByRole('log', { name: chatLog });
    await within(log).findByText('Question 45: is the stub in good condition?');
    // jsdom has no layout: give the log a height, a scroll height that grows with its items, and a scroll position.
    let scrollTop = 0;
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 330 });
    Object.defineProperty(log, 'scrollHeight', {
      configurable: true,
      get: () => within(log).queryAllByRole('listitem').length * 50 + 40,
    });
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => (scrollTop = value),
    });
    const firstShown = within(log).getAllByRole('listitem')[0];
    scrollTop = 20;
    const fromBottom = log.scrollHeight - scrollTop;
    act(() => void log.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(40));
    // The message that was at the top is still the same distance from the bottom: nothing moved on screen.
    expect(log.scrollHeight - scrollTop).toBe(fromBottom);
    expect(within(log).getAllByRole('listitem')[20]).toBe(firstShown);
  });

  it('shows a message that arrives on the live stream without a refresh', async () => {
    const { api } = renderRoom({ count: 2, unread: false });
    await screen.findByRole('log', { name: chatLog });
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    const [buyer, seller] = api.db.rooms[0]?.participants ?? [0, 0];
    const message = {
      message_id: 77,
      message: 'Just posted it today.',
      sent_date: new Date().toISOString(),
      sender: { user_id: seller, user_name: 'Grace Hopper', avatar: null },
    };
    api.db.messages.set(ROOM_ID, [message, ...(api.db.messages.get(ROOM_ID) ?? [])]);
    emitLive(api.db, [buyer, seller], {
      type: 'message',
      room_id: ROOM_ID,
      message_id: 77,
      sender_id: seller,
    });
    expect(
      await within(screen.getByRole('log', { name: chatLog })).findByText('Just posted it today.'),
    ).toBeInTheDocument();
  });

  it('releases its live stream when it closes', async () => {
    const { api, unmount } = renderRoom();
    await screen.findByRole('log', { name: chatLog });
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    unmount();
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(0));
  });

  it("shows 'Oops something went wrong' when the messages fail to load", async () => {
    renderWithApi(server, <ChatRoom roomId={ROOM_ID} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => void withConversation(api),
      overrides: [mockErrorHandler(TEST_API, 'messages')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrongShort)).toBeInTheDocument();
  });
});
