import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyTexts, errorTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { withConversation } from '../messagesScenarios.ts';
import { messagesTexts as t } from '../texts.ts';
import { MyRooms } from './MyRooms.tsx';

const meta = { title: 'Account/Messages/MyRooms', component: MyRooms } satisfies Meta<typeof MyRooms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's room with the seller, unread, its last message sent by the buyer ('You:'). */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: (api) => void withConversation(api, { count: 5 }) }),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Grace Hopper\s*, Unread/ });
    await expect(link).toHaveTextContent(`${t.you} Question 5`);
  },
};

export const Loading: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [mockLoadingHandler(STORY_API, 'rooms')] }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noRooms)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [mockErrorHandler(STORY_API, 'rooms')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrongShort),
    ).toBeInTheDocument();
  },
};
