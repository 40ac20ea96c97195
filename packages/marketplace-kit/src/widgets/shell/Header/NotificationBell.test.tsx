import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { addMockNotification, MOCK_BUYER_EMAIL, openLiveStreams, type MockApi } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { Header } from './Header.tsx';
import { groupByDay, notificationTexts as t } from './NotificationCentreView.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
const yesterday = new Date(Date.now() - 86_400_000).toISOString();

function withHistory(api: MockApi) {
  const id = buyerId(api);
  addMockNotification(api.db, id, {
    type: 'order_shipped',
    title: 'Order MO-1 has shipped',
    link: '/account/myorders',
    created_at: yesterday,
    read_at: yesterday,
  });
  addMockNotification(api.db, id, {
    type: 'offer_countered',
    title: 'Counter-offer on OF-000017: $95.00',
    link: '/account/myoffers/OF-000017',
  });
  addMockNotification(api.db, id, {
    type: 'message_received',
    title: 'New message from Grace',
    link: '/account/mymessages/7',
  });
}

describe('the header notification bell', () => {
  it('shows the unread count, opens the centre grouped by day, and goes to an entry marking it read', async () => {
    const { navigate, api } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withHistory,
    });
    await userEvent.click(await screen.findByRole('button', { name: t.bell('2') }));
    const panel = await screen.findByRole('dialog', { name: t.title });
    expect(within(panel).getByRole('heading', { name: t.today })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: t.yesterday })).toBeInTheDocument();
    const today = within(panel).getByRole('region', { name: t.today });
    expect(
      within(today)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('New message from Grace'),
      expect.stringContaining('Counter-offer on OF-000017'),
    ]);
    expect(within(today).getAllByRole('img', { name: t.unread })).toHaveLength(2);
    expect(await axeViolations(panel)).toEqual([]);
    await userEvent.click(within(today).getByRole('link', { name: /Counter-offer on OF-000017/ }));
    expect(navigate).toHaveBeenCalledWith('/account/myoffers/OF-000017');
    await waitFor(() =>
      expect(
        api.db.notifications.find((n) => n.link === '/account/myoffers/OF-000017')?.read_at,
      ).not.toBeNull(),
    );
    expect(await screen.findByRole('button', { name: t.bell('1') })).toBeInTheDocument();
  });

  it('marks all read, and counts a notification that arrives on the live stream', async () => {
    const { api } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: withHistory,
    });
    await userEvent.click(await screen.findByRole('button', { name: t.bell('2') }));
    const panel = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(await within(panel).findByRole('button', { name: t.markAllRead }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: t.markAllRead })).toBeDisabled());
    await userEvent.click(within(panel).getByRole('button', { name: /Close/ }));
    expect(await screen.findByRole('button', { name: t.bell('0') })).toBeInTheDocument();
    await waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    addMockNotification(api.db, buyerId(api), {
      type: 'offer_received',
      title: 'New offer OF-000020: $40.00',
    });
    expect(await screen.findByRole('button', { name: t.bell('1') })).toBeInTheDocument();
  });

  it('tells an empty centre apart from one that failed', async () => {
    const { unmount } = renderShell(server, <Header location="/" />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: t.bell('0') }));
    expect(
      await within(await screen.findByRole('dialog', { name: t.title })).findByText(t.empty),
    ).toBeInTheDocument();
    unmount();
  });

  it('groups by day keeping the newest first', () => {
    const now = Date.parse('2026-11-26T12:00:00');
    const at = (iso: string) => ({
      id: 1,
      kind: 'orders' as const,
      type: 'order_paid' as const,
      title: iso,
      body: '',
      link: '/',
      created_at: new Date(iso).toISOString(),
      read_at: null,
    });
    const groups = groupByDay(
      [
        at('2026-11-26T09:00:00'),
        at('2026-11-25T20:00:00'),
        at('2026-11-25T08:00:00'),
        at('2026-11-20T10:00:00'),
      ],
      now,
    );
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([
      [t.today, 1],
      [t.yesterday, 2],
      [expect.stringMatching(/2026/), 1],
    ]);
  });
});
