import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorTexts, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { REPORT_ID, withReports } from '../messagesScenarios.ts';
import { reportsTexts as t } from '../texts.ts';
import { ReportThread } from './ReportThread.tsx';

const meta = {
  title: 'Account/Messages/ReportThread',
  component: ReportThread,
  args: { reportId: REPORT_ID, backHref: null },
} satisfies Meta<typeof ReportThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The report with the marketplace's reply. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: withReports }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('We have contacted the seller and will update you shortly.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: withReports,
    overrides: () => [mockLoadingHandler(STORY_API, 'reportReplies')],
  }),
};

/** A report without replies yet. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: withReports }),
  args: { reportId: REPORT_ID + 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.noReplies)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: withReports,
    overrides: () => [mockErrorHandler(STORY_API, 'reportReplies')],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrongShort),
    ).toBeInTheDocument();
  },
};

/** Enter on an empty reply: 'Please enter the message.' */
export const ReplyValidation: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: withReports }),
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: t.replyLabel });
    await userEvent.type(box, ' {Enter}');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(m.messageRequired));
  },
};
