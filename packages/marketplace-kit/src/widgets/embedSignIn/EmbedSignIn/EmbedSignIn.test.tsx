import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBED_REFUSALS, EMBED_SIGNIN_MESSAGE_TYPES } from '@momento/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { allowEmbedSite, MOCK_BUYER_EMAIL, MOCK_PASSWORD } from '#mocks/index.ts';
import { renderShell, SHELL_TEST_API } from '../../shell/AppShell/shellTesting.tsx';
import { shellTexts } from '../../shell/AppShell/texts.ts';
import { embedSignInTexts as t } from '../texts.ts';
import { EmbedSignIn } from './EmbedSignIn.tsx';
import { READY_ATTEMPTS, READY_INTERVAL_MS } from './useOpenerHandshake.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const PARTNER = 'https://venue.example';
const NONCE = 'n0nce-of-sixteen-bytes_';
const CHALLENGE = 'c'.repeat(43);

/** A real window standing in for the partner's page (an iframe's), its postMessage watched. */
function partnerWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const opener = frame.contentWindow!;
  const postMessage = vi.spyOn(opener, 'postMessage').mockImplementation(() => {});
  return { opener, postMessage };
}

function deliver(data: unknown, { origin = PARTNER, source }: { origin?: string; source: Window | null }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const request = (overrides: Record<string, unknown> = {}) => ({
  type: EMBED_SIGNIN_MESSAGE_TYPES.request,
  nonce: NONCE,
  challenge: CHALLENGE,
  ...overrides,
});

function setup(options: Parameters<typeof renderShell>[2] = {}) {
  const partner = partnerWindow();
  const closeWindow = vi.fn();
  const view = renderShell(
    server,
    <EmbedSignIn partnerOrigin={PARTNER} nonce={NONCE} opener={partner.opener} closeWindow={closeWindow} />,
    {
      withDialogs: false,
      ...options,
    },
  );
  return { ...partner, closeWindow, ...view };
}

/** The messages the window sent to the partner's page, with the target origin of each. */
// The spy is typed with postMessage's options overload; the window calls the (message, targetOrigin) one.
const sent = (postMessage: ReturnType<typeof partnerWindow>['postMessage']) =>
  postMessage.mock.calls.map(([message, target]) => ({ message, target: target as unknown as string }));

async function signIn() {
  await userEvent.type(await screen.findByLabelText(shellTexts.email), MOCK_BUYER_EMAIL);
  await userEvent.type(screen.getByLabelText(shellTexts.password), MOCK_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: shellTexts.login }));
}

describe('EmbedSignIn', () => {
  it('says it is ready to the partner origin only, and shows no form before the request', async () => {
    const { postMessage } = setup();
    expect(screen.getByRole('progressbar', { name: t.connecting('venue.example') })).toBeInTheDocument();
    expect(screen.queryByLabelText(shellTexts.email)).not.toBeInTheDocument();
    expect(sent(postMessage)).toEqual([
      { message: { type: EMBED_SIGNIN_MESSAGE_TYPES.ready, nonce: NONCE }, target: PARTNER },
    ]);
  });

  it('ignores a request from another origin, from another window, with a wrong nonce or a malformed challenge', async () => {
    const { opener } = setup();
    const stranger = partnerWindow().opener;
    deliver(request(), { origin: 'https://evil.example', source: opener });
    deliver(request(), { source: stranger });
    deliver(request(), { source: window });
    deliver(request({ nonce: 'another-nonce-of-16-byte' }), { source: opener });
    deliver(request({ challenge: 'short' }), { source: opener });
    deliver({ type: EMBED_SIGNIN_MESSAGE_TYPES.result, nonce: NONCE, code: 'x' }, { source: opener });
    expect(screen.getByRole('progressbar', { name: t.connecting('venue.example') })).toBeInTheDocument();
    expect(screen.queryByLabelText(shellTexts.email)).not.toBeInTheDocument();
  });

  it("signs a visitor in with the site's login form, then sends the code to the partner origin only and closes", async () => {
    const { opener, postMessage, closeWindow, api, container } = setup();
    deliver(request(), { source: opener });
    expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.loginIntro('venue.example'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Forget Password\?/ })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await axeViolations(container)).toEqual([]);
    await signIn();
    await waitFor(() => expect(closeWindow).toHaveBeenCalledTimes(1));
    const result = sent(postMessage).find(
      ({ message }) => (message as { type: string }).type === EMBED_SIGNIN_MESSAGE_TYPES.result,
    );
    expect(result?.target).toBe(PARTNER);
    const code = (result?.message as { code: string }).code;
    expect(result?.message).toEqual({ type: EMBED_SIGNIN_MESSAGE_TYPES.result, nonce: NONCE, code });
    expect(api.db.embedGrants.get(code)).toMatchObject({
      origin: PARTNER,
      challenge: CHALLENGE,
      used: false,
    });
    expect(sent(postMessage).every(({ target }) => target === PARTNER)).toBe(true);
  });

  it('takes only the first request: a second one with another challenge changes nothing', async () => {
    const { opener, postMessage, closeWindow, api } = setup();
    deliver(request(), { source: opener });
    deliver(request({ challenge: 'd'.repeat(43) }), { source: opener });
    await signIn();
    await waitFor(() => expect(closeWindow).toHaveBeenCalled());
    const codes = sent(postMessage).filter(
      ({ message }) => (message as { type: string }).type === EMBED_SIGNIN_MESSAGE_TYPES.result,
    );
    expect(codes).toHaveLength(1);
    expect(api.db.embedGrants.get((codes[0]!.message as { code: string }).code)?.challenge).toBe(CHALLENGE);
  });

  it("asks a signed-in visitor once: 'Continue as Ada' grants the code", async () => {
    const { opener, postMessage, closeWindow, container } = setup({ signedInAs: MOCK_BUYER_EMAIL });
    deliver(request(), { source: opener });
    expect(await screen.findByText(t.consent('venue.example'))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t.continueAs('Ada') }));
    await waitFor(() => expect(closeWindow).toHaveBeenCalledTimes(1));
    expect(
      sent(postMessage).some(
        ({ message, target }) =>
          (message as { type: string }).type === EMBED_SIGNIN_MESSAGE_TYPES.result && target === PARTNER,
      ),
    ).toBe(true);
  });

  it('skips the question for a partner the visitor allowed before', async () => {
    const { opener, postMessage, closeWindow } = setup({
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) =>
        allowEmbedSite(
          api.db,
          api.db.accounts.find((a) => a.user.mail === MOCK_BUYER_EMAIL)!.user.id,
          PARTNER,
        ),
    });
    deliver(request(), { source: opener });
    await waitFor(() => expect(closeWindow).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: t.continueAs('Ada') })).not.toBeInTheDocument();
    expect(
      sent(postMessage).some(
        ({ message }) => (message as { type: string }).type === EMBED_SIGNIN_MESSAGE_TYPES.result,
      ),
    ).toBe(true);
  });

  it("'Use another account' shows the login form instead", async () => {
    const { opener } = setup({ signedInAs: MOCK_BUYER_EMAIL });
    deliver(request(), { source: opener });
    await userEvent.click(await screen.findByRole('button', { name: t.useAnotherAccount }));
    expect(screen.getByLabelText(shellTexts.email)).toBeInTheDocument();
  });

  it('cancels: tells the partner origin and closes, without a code', async () => {
    const { opener, postMessage, closeWindow } = setup({ signedInAs: MOCK_BUYER_EMAIL });
    deliver(request(), { source: opener });
    expect(await screen.findByText(t.consent('venue.example'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(closeWindow).toHaveBeenCalledTimes(1);
    expect(sent(postMessage).at(-1)).toEqual({
      message: { type: EMBED_SIGNIN_MESSAGE_TYPES.cancel, nonce: NONCE },
      target: PARTNER,
    });
    expect(
      sent(postMessage).some(
        ({ message }) => (message as { type: string }).type === EMBED_SIGNIN_MESSAGE_TYPES.result,
      ),
    ).toBe(false);
  });

  it('shows the server message and Try again when the grant fails', async () => {
    const { opener, closeWindow } = setup({
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (api) => {
        allowEmbedSite(
          api.db,
          api.db.accounts.find((a) => a.user.mail === MOCK_BUYER_EMAIL)!.user.id,
          PARTNER,
        );
      },
      overrides: () => [
        http.post(`${SHELL_TEST_API}/auth/embed.php`, () =>
          HttpResponse.json(
            { error: { code: 'FORBIDDEN', message: EMBED_REFUSALS.partner } },
            { status: 403 },
          ),
        ),
      ],
    });
    deliver(request(), { source: opener });
    expect(await screen.findByRole('alert')).toHaveTextContent(EMBED_REFUSALS.partner);
    expect(screen.getByRole('button', { name: t.tryAgain })).toBeInTheDocument();
    expect(closeWindow).not.toHaveBeenCalled();
  });

  it('gives up after 20 ready messages without a request', () => {
    vi.useFakeTimers();
    const { postMessage } = setup();
    act(() => vi.advanceTimersByTime(READY_INTERVAL_MS * (READY_ATTEMPTS + 1)));
    expect(postMessage).toHaveBeenCalledTimes(READY_ATTEMPTS);
    expect(screen.getByText(t.lost)).toBeInTheDocument();
  });

  it('refuses to run without an opener or with a malformed origin', () => {
    renderShell(
      server,
      <EmbedSignIn partnerOrigin={PARTNER} nonce={NONCE} opener={null} closeWindow={() => {}} />,
      { withDialogs: false },
    );
    expect(screen.getByText(t.invalid)).toBeInTheDocument();
    const { opener, postMessage } = partnerWindow();
    renderShell(
      server,
      <EmbedSignIn partnerOrigin={`${PARTNER}/page`} nonce={NONCE} opener={opener} closeWindow={() => {}} />,
      { withDialogs: false },
    );
    expect(screen.getAllByText(t.invalid).length).toBeGreaterThan(0);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
