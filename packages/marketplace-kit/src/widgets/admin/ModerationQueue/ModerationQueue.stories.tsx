import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { moderationTexts as t } from './moderationTexts.ts';
import { ModerationQueue } from './ModerationQueue.tsx';

const meta = { title: 'Admin/ModerationQueue', component: ModerationQueue } satisfies Meta<
  typeof ModerationQueue
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An item of every kind, oldest first; the team is flagged as a likely duplicate with Merge. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.duplicateOf('Chicago Cubs'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.merge })).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminQueue');

export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminQueue');

/** Reject asks for the reason the creator will see. */
export const RejectDialog: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: t.reject });
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: t.rejectTitle('Wrigley Feild, Chicago'),
      }),
    ).toBeInTheDocument();
  },
};
