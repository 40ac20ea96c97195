import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import type { MockApi } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { unsubscribeTexts as t } from './unsubscribeTexts.ts';
import { Unsubscribe } from './Unsubscribe.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Unsubscribe', () => {
  it("switches the link's kind off without signing in and says so, without axe violations", async () => {
    let api: MockApi | undefined;
    const { container } = renderShell(server, <Unsubscribe token="mail-token" />, {
      withDialogs: false,
      arrange: (mock) => {
        api = mock;
        mock.db.unsubscribeTokens.set('mail-token', { userId: 7, kind: 'messages' });
      },
    });
    expect(await screen.findByRole('heading', { name: t.unsubscribed('messages') })).toBeInTheDocument();
    expect(api?.db.notificationPreferences.get(7)).toEqual({
      orders: true,
      offers: true,
      messages: false,
      saved_searches: true,
      price_drops: true,
    });
    expect(screen.getByRole('link', { name: t.emailPreferences })).toHaveAttribute('href', '/account');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the kinds of following in words (saved-search matches, price drops)', async () => {
    renderShell(server, <Unsubscribe token="mail-token" />, {
      withDialogs: false,
      arrange: (mock) =>
        void mock.db.unsubscribeTokens.set('mail-token', { userId: 7, kind: 'saved_searches' }),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'You will no longer get e-mails about saved-search matches.',
      }),
    ).toBeInTheDocument();
  });

  it('says the link is not valid for an unknown token and for none', async () => {
    renderShell(server, <Unsubscribe token="forged" />, { withDialogs: false });
    expect(await screen.findByRole('heading', { name: t.unsubscribeFailed })).toBeInTheDocument();
  });

  it('fails at once without a token', () => {
    renderShell(server, <Unsubscribe token={null} />, { withDialogs: false });
    expect(screen.getByRole('heading', { name: t.unsubscribeFailed })).toBeInTheDocument();
  });
});
