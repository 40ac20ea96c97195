import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { failingReply, pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';

const meta = {
  title: 'Site/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: t.forgotTitle });
async function submit(email: string) {
  const form = within(await dialog());
  if (email) await userEvent.type(form.getByLabelText(t.email), email);
  await userEvent.click(form.getByRole('button', { name: t.requestReset }));
}

/** 'Password reset sent' with 'Back to login'. */
export const Success: Story = {
  ...shellScenario({ dialog: 'forgot', withDialogs: false }),
  play: async () => {
    await submit(MOCK_BUYER_EMAIL);
    const sent = await within(document.body).findByRole('dialog', { name: t.resetSentTitle });
    await expect(sent).toBeInTheDocument();
    // The focus moves into the new dialog a moment after it shows.
    await waitFor(() => expect(sent).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Loading: Story = {
  ...shellScenario({
    dialog: 'forgot',
    withDialogs: false,
    overrides: () => [pendingReply('post', '/user/user_settings.php')],
  }),
  play: async () => {
    await submit(MOCK_BUYER_EMAIL);
    await expect(
      within(await dialog()).getByRole('button', { name: /Request Password Reset/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  ...shellScenario({ dialog: 'forgot', withDialogs: false }),
  play: async () => {
    await submit('');
    await expect(within(await dialog()).getByLabelText(t.email)).toHaveAccessibleDescription(
      validationTexts.emailRequired,
    );
  },
};

export const Error: Story = {
  ...shellScenario({
    dialog: 'forgot',
    withDialogs: false,
    overrides: () => [
      failingReply('post', '/user/user_settings.php', 'Too many requests, try again later.', 429),
    ],
  }),
  play: async () => {
    await submit(MOCK_BUYER_EMAIL);
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Too many requests, try again later.',
    );
  },
};
