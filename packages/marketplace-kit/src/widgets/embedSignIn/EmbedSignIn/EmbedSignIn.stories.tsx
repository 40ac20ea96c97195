import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMBED_REFUSALS, EMBED_SIGNIN_MESSAGE_TYPES } from '@momento/contract';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { allowEmbedSite, MOCK_BUYER_EMAIL, MOCK_PASSWORD, type MockApi } from '#mocks/index.ts';
import { pendingReply, SHELL_STORY_API, shellScenario } from '../../shell/AppShell/shellStories.tsx';
import { shellTexts } from '../../shell/AppShell/texts.ts';
import { embedSignInTexts as t } from '../texts.ts';
import { EmbedSignIn } from './EmbedSignIn.tsx';
import { EmbedSignInView } from './EmbedSignInView.tsx';

// The window is opened by a partner's page: here an empty frame stands in for it (its messages go nowhere, their
// target origin being the partner's), and a story's play delivers the widget's request as that page would.
const PARTNER = 'https://venue.example';
const NONCE = 'story-nonce-0123456789ab';

function partnerFrame(): Window {
  const frame = document.createElement('iframe');
  frame.title = 'Partner page';
  frame.hidden = true;
  document.body.append(frame);
  return frame.contentWindow!;
}
const opener = typeof document === 'undefined' ? null : partnerFrame();

function sendRequest() {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: PARTNER,
      source: opener,
      data: { type: EMBED_SIGNIN_MESSAGE_TYPES.request, nonce: NONCE, challenge: 'c'.repeat(43) },
    }),
  );
}

const allowBefore = (api: MockApi) => {
  const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)!;
  allowEmbedSite(api.db, buyer.user.id, PARTNER);
};

const meta = {
  title: 'Site/EmbedSignIn',
  component: EmbedSignIn,
  args: { partnerOrigin: PARTNER, nonce: NONCE, closeWindow: () => {} },
  // The opener is a window, not an arg (args must be plain data).
  render: (args) => <EmbedSignIn {...args} opener={opener} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who allowed the partner before: the code goes to the partner's page at once. */
export const Success: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: allowBefore, withDialogs: false }),
  play: async ({ canvasElement }) => {
    sendRequest();
    await expect(await within(canvasElement).findByText(t.done('venue.example'))).toBeInTheDocument();
  },
};

/** The grant never answers: 'Signing you in on venue.example…'. */
export const Loading: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: allowBefore,
    withDialogs: false,
    overrides: () => [pendingReply('post', '/auth/embed.php')],
  }),
  play: async ({ canvasElement }) => {
    sendRequest();
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: t.granting('venue.example') }),
    ).toBeInTheDocument();
  },
};

/** Nothing asked yet: the window waits for the partner page's request. */
export const Empty: Story = {
  ...shellScenario({ withDialogs: false }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: t.connecting('venue.example') }),
    ).toBeInTheDocument();
  },
};

/** The server refuses the grant: its message, 'Try again' and 'Cancel'. */
export const Error: Story = {
  ...shellScenario({
    signedInAs: MOCK_BUYER_EMAIL,
    arrange: allowBefore,
    withDialogs: false,
    overrides: () => [
      http.post(`${SHELL_STORY_API}/auth/embed.php`, () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: EMBED_REFUSALS.partner } }, { status: 403 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    sendRequest();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(EMBED_REFUSALS.partner);
  },
};

/** Signed out: the site's login form; logging in sends the code. */
export const Login: Story = {
  ...shellScenario({ withDialogs: false }),
  play: async ({ canvasElement }) => {
    sendRequest();
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(shellTexts.email), MOCK_BUYER_EMAIL);
    await userEvent.type(canvas.getByLabelText(shellTexts.password), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: shellTexts.login }));
    await expect(await canvas.findByText(t.done('venue.example'))).toBeInTheDocument();
  },
};

/** Signed in, the partner not allowed yet: asked once. */
export const Consent: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL, withDialogs: false }),
  play: async ({ canvasElement }) => {
    sendRequest();
    await expect(
      await within(canvasElement).findByRole('button', { name: t.continueAs('Ada') }),
    ).toBeInTheDocument();
  },
};

/** 'Create one' in the window: the site's register dialog over it. */
export const Register: Story = {
  ...shellScenario({ withDialogs: false }),
  play: async ({ canvasElement }) => {
    sendRequest();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: shellTexts.createOne }));
    await expect(
      await within(document.body).findByRole('dialog', { name: shellTexts.registerTitle }),
    ).toBeInTheDocument();
  },
};

/** Not opened by a partner's page. */
export const Invalid: Story = {
  ...shellScenario({ withDialogs: false }),
  render: (args) => <EmbedSignIn {...args} opener={null} />,
};

const noop = () => {};
const viewActions = {
  onLogin: noop,
  onContinue: noop,
  onUseAnotherAccount: noop,
  onCancel: noop,
  onRetry: noop,
  onRegister: noop,
  forgotPasswordHref: '/forgot-password',
};

/** The partner's page never asked (20 ready messages went unanswered). */
export const Lost: StoryObj<typeof EmbedSignInView> = {
  render: () => <EmbedSignInView state="lost" partnerHost="venue.example" {...viewActions} />,
};
