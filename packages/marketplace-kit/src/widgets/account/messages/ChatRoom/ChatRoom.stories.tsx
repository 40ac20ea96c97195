import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyTexts, errorTexts } from '#texts.ts';
import {
  emitLive,
  MOCK_BUYER_EMAIL,
  mockErrorHandler,
  mockLoadingHandler,
  openLiveStreams,
  type MockApi,
} from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { ROOM_ID, withConversation } from '../messagesScenarios.ts';
import { messagesTexts as t } from '../texts.ts';
import { ChatRoom } from './ChatRoom.tsx';

const meta = {
  title: 'Account/Messages/ChatRoom',
  component: ChatRoom,
  args: { roomId: ROOM_ID, backHref: null },
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A short conversation, newest at the bottom; the buyer's own messages on the right. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: (api) => void withConversation(api, { count: 6 }) }),
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('log');
    await expect(
      await within(log).findByText('Answer 6: yes, it ships in a top loader.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: (api) => void withConversation(api),
    overrides: () => [mockLoadingHandler(STORY_API, 'messages')],
  }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: (api) => void withConversation(api, { count: 0 }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noMessages)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: (api) => void withConversation(api),
    overrides: () => [mockErrorHandler(STORY_API, 'messages')],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrongShort),
    ).toBeInTheDocument();
  },
};

/** 60 messages: the latest 20 show at the bottom; scrolling up loads the older pages, the view held in place. */
export const LongConversation: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: (api) => void withConversation(api, { count: 60 }) }),
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('log');
    await within(log).findByText('Answer 60: yes, it ships in a top loader.');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    const oldestShown = within(log).getByText('Question 41: is the stub in good condition?');
    log.scrollTop = 0;
    const before = oldestShown.getBoundingClientRect().top;
    await within(log).findByText('Question 21: is the stub in good condition?');
    // The message that was at the top before the older page arrived has not moved on screen.
    await expect(Math.abs(oldestShown.getBoundingClientRect().top - before)).toBeLessThan(2);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(40);
  },
};

/** A phone number: warned about first; sent anyway, the server's ERR0010 text shows and the text is kept. */
export const OffPlatformContact: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: (api) => void withConversation(api, { count: 2 }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log');
    const box = canvas.getByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'Text me on 0171 555 0199{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: t.sendAnyway }));
    const form = box.closest('form') as HTMLElement;
    await expect(await within(form).findByText(errorTexts.offContactInfo)).toBeInTheDocument();
    await expect(box).toHaveValue('Text me on 0171 555 0199');
  },
};

let arrivingApi: MockApi | null = null;

/** The seller answers while the buyer looks at the room: the message arrives on the (mocked) live stream. */
export const MessageArrives: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: (api) => {
      withConversation(api, { count: 2, unread: false });
      arrivingApi = api;
    },
  }),
  play: async ({ canvasElement }) => {
    const api = arrivingApi;
    if (!api) throw new globalThis.Error('the story has no mock API');
    const log = await within(canvasElement).findByRole('log');
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    const room = api.db.rooms.find((item) => item.room_id === ROOM_ID);
    const [buyer, seller] = room?.participants ?? [0, 0];
    api.db.messages.get(ROOM_ID)?.unshift({
      message_id: 99_001,
      message: 'Posted it this morning, tracking to follow.',
      sent_date: new Date().toISOString(),
      sender: { user_id: seller, user_name: 'Grace Hopper', avatar: null },
    });
    emitLive(api.db, [buyer, seller], {
      type: 'message',
      room_id: ROOM_ID,
      message_id: 99_001,
      sender_id: seller,
    });
    await expect(
      await within(log).findByText('Posted it this morning, tracking to follow.'),
    ).toBeInTheDocument();
  },
};
