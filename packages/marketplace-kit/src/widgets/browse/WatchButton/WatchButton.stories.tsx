import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { SHELL_STORY_API, shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { shellTexts } from '#widgets/shell/AppShell/texts.ts';
import { FOLLOW_TEXTS, followTexts as t } from '../followTexts.ts';
import { buildTicket } from '#mocks/index.ts';
import { TicketCard } from '../TicketCard/TicketCard.tsx';
import { WatchButton } from './WatchButton.tsx';

const meta = {
  title: 'Browse/WatchButton',
  component: WatchButton,
  args: { target: { type: 'TICKET', id: 102 }, name: 'Live Aid wristband and ticket', variant: 'full' },
} satisfies Meta<typeof WatchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Watching: the demo buyer watches the Live Aid ticket; the heart is filled and the button pressed. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }),
    ).toBeVisible();
  },
};

/** The compact heart of a ticket card, watching. */
export const Compact: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: t.watchItem('Live Aid wristband and ticket'),
        pressed: true,
      }),
    ).toBeVisible();
  },
};

/** On a search result's card (TicketSearch's `ticketAction`, TicketCard's `action`): the compact heart by the name. */
export const OnTicketCard: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TicketCard
        ticket={buildTicket({ product_id: 102, listing_name: 'Live Aid wristband and ticket' })}
        action={<WatchButton {...args} variant="compact" />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: t.watchItem('Live Aid wristband and ticket'),
        pressed: true,
      }),
    ).toBeVisible();
  },
};

/** The watch ids on their way: the button shows Watch until they arrive. */
export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockLoadingHandler(SHELL_STORY_API, 'watchIds')],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }),
    ).toBeVisible();
  },
};

/** Not watching (the collection), then a press watches it. */
export const Empty: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  args: { target: { type: 'COLLECTION', id: 1 }, name: 'Cubs 2016 run' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    await expect(
      await canvas.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }),
    ).toBeVisible();
  },
};

/** The server refuses (the watchlist is full): the button goes back and the reason shows. */
export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [
      mockErrorHandler(SHELL_STORY_API, 'watchAdd', {
        code: 'VALIDATION',
        message: FOLLOW_REFUSALS.watchLimit,
      }),
    ],
  }),
  args: { target: { type: 'COLLECTION', id: 1 }, name: 'Cubs 2016 run' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    await expect(await body(canvasElement).findByText(FOLLOW_REFUSALS.watchLimit)).toBeVisible();
    // The watch ids reach the button as a deferred value: the button goes back a render after the notice shows.
    await expect(
      await canvas.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }),
    ).toBeVisible();
  },
};

/** A visitor: a press opens the login dialog (its code loads then). */
export const Visitor: Story = {
  ...shellScenario(),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }),
    );
    await expect(
      await body(canvasElement).findByRole('dialog', { name: shellTexts.loginTitle }),
    ).toBeVisible();
  },
};
