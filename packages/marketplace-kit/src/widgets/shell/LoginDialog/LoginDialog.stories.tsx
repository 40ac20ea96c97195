import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { notices, validationTexts } from '#texts.ts';
import { MOCK_BUYER_EMAIL, MOCK_PASSWORD } from '#mocks/index.ts';
import { pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { LoginDialog } from './LoginDialog.tsx';

const meta = {
  title: 'Site/LoginDialog',
  component: LoginDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: t.loginTitle });
async function fillAndSubmit(password: string) {
  const form = within(await dialog());
  await userEvent.type(form.getByLabelText(t.email), MOCK_BUYER_EMAIL);
  await userEvent.type(form.getByLabelText(t.password), password);
  await userEvent.click(form.getByRole('button', { name: t.login }));
}

/** Logs in against the mock: 'Login success'. */
export const Success: Story = {
  ...shellScenario({ dialog: 'login', withDialogs: false }),
  play: async () => {
    await fillAndSubmit(MOCK_PASSWORD);
    await expect(await within(document.body).findByText(notices.loginSuccess)).toBeInTheDocument();
  },
};

/** The login request never answers: the Login button shows its spinner. */
export const Loading: Story = {
  ...shellScenario({
    dialog: 'login',
    withDialogs: false,
    overrides: () => [pendingReply('post', '/user/user_settings.php')],
  }),
  play: async () => {
    await fillAndSubmit(MOCK_PASSWORD);
    await expect(within(await dialog()).getByRole('button', { name: /Login/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Submitted empty: the first failed check, on its field. */
export const Empty: Story = {
  ...shellScenario({ dialog: 'login', withDialogs: false }),
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: t.login }));
    await expect(form.getByLabelText(t.email)).toHaveAccessibleDescription(validationTexts.emailRequired);
  },
};

/** A wrong password: the server's message as an error notice. */
export const Error: Story = {
  ...shellScenario({ dialog: 'login', withDialogs: false }),
  play: async () => {
    await fillAndSubmit('wrong-password');
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
  },
};
