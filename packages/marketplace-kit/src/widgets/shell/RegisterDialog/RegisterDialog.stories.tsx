import { RATE_LIMIT_REFUSALS, retryWaitText } from '@momento/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { pendingReply, SHELL_STORY_API, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { RegisterDialog } from './RegisterDialog.tsx';

const meta = {
  title: 'Site/RegisterDialog',
  component: RegisterDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const REFUSAL = `${RATE_LIMIT_REFUSALS.registrations} ${retryWaitText(40)}`;
const dialog = () => within(document.body).findByRole('dialog', { name: t.registerTitle });
async function fillAndSubmit(email: string) {
  const form = within(await dialog());
  await userEvent.type(form.getByLabelText(t.name), 'Lin');
  await userEvent.type(form.getByLabelText(t.emailAddress), email);
  await userEvent.type(form.getByLabelText(t.password), 'secret-1');
  await userEvent.type(form.getByLabelText(t.confirmPassword), 'secret-1');
  await userEvent.click(form.getByRole('button', { name: t.signUp }));
}

/**
 * The 'Email verification' dialog once the focus has moved into it, a moment after it shows: on its close button, the
 * first control, without a focus ring (Sign Up was clicked: the ring is for keyboard users).
 */
async function verificationDialog() {
  const done = await within(document.body).findByRole('dialog', { name: t.verificationTitle });
  const close = within(done).getByRole('button', { name: 'Close' });
  await waitFor(() => expect(close).toHaveFocus());
  await expect(close).not.toHaveAttribute('data-focus-visible');
  return done;
}

/** Registers: the 'Email verification' message with 'Back to login'. */
export const Success: Story = {
  ...shellScenario({ dialog: 'register', withDialogs: false }),
  play: async () => {
    await fillAndSubmit('lin@example.com');
    const done = await verificationDialog();
    await expect(within(done).getByRole('button', { name: t.backToLogin })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...shellScenario({
    dialog: 'register',
    withDialogs: false,
    overrides: () => [pendingReply('post', '/user/user_settings.php')],
  }),
  play: async () => {
    await fillAndSubmit('lin@example.com');
    await expect(within(await dialog()).getByRole('button', { name: /Sign Up/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Submitted empty: 'Please enter the Name.' on Name. */
export const Empty: Story = {
  ...shellScenario({ dialog: 'register', withDialogs: false }),
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: t.signUp }));
    await expect(form.getByLabelText(t.name)).toHaveAccessibleDescription(validationTexts.nameRequired);
  },
};

/** The server refuses (too many registrations from the address): its message in the form, which stays. */
export const Error: Story = {
  ...shellScenario({
    dialog: 'register',
    withDialogs: false,
    overrides: () => [
      mockErrorHandler(SHELL_STORY_API, 'register', {
        code: 'RATE_LIMITED',
        message: REFUSAL,
        retryAfterSeconds: 40,
      }),
    ],
  }),
  play: async () => {
    await fillAndSubmit('lin@example.com');
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(REFUSAL);
  },
};

/** The e-mail has an account: answered exactly as a new registration (the owner gets a mail instead). */
export const TakenEmail: Story = {
  ...shellScenario({ dialog: 'register', withDialogs: false }),
  play: async () => {
    await fillAndSubmit(MOCK_BUYER_EMAIL);
    await expect(await verificationDialog()).toHaveTextContent(t.verificationThanks);
  },
};
