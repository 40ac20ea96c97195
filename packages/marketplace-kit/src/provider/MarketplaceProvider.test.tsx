import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useVenues } from '../api/reference/useVenues.ts';
import { createMockApi, mockLogin } from '../mocks/index.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { memoryStorage } from '../testing/jwt.ts';
import {
  MarketplaceLink,
  MarketplaceProvider,
  useMarketplace,
  useSession,
  useToast,
} from './MarketplaceProvider.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MarketplaceProvider', () => {
  it('makes useMarketplace throw an actionable error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useMarketplace())).toThrow(
      'useMarketplace: no <MarketplaceProvider> above this component. Wrap your app in <MarketplaceProvider apiBase="...">.',
    );
    vi.restoreAllMocks();
  });

  it('gives two providers on one page their own session and their own SWR cache', async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    const signedIn = createSessionStore({ apiBase: API, storage: memoryStorage() });
    signedIn.signIn(mockLogin(api.db, 'ada@example.com'));

    function Probe({ label }: { label: string }) {
      const { status, user } = useSession();
      const venues = useVenues();
      return (
        <p>
          {label}: {status} {user?.name ?? 'nobody'}{' '}
          {venues.data ? `${venues.data.items.length} venues` : 'loading'}
        </p>
      );
    }
    const { rerender } = render(
      <>
        <MarketplaceProvider apiBase={API} session={signedIn} storage={null}>
          <Probe label="first" />
        </MarketplaceProvider>
        <MarketplaceProvider apiBase={API} storage={memoryStorage()}>
          <Probe label="second" />
        </MarketplaceProvider>
      </>,
    );
    expect(await screen.findByText('first: loggedIn Ada Lovelace 2 venues')).toBeInTheDocument();
    expect(await screen.findByText('second: loggedOut nobody 2 venues')).toBeInTheDocument();

    // Changing the data behind one provider's cache does not leak into the other's.
    api.db.venues.pop();
    rerender(
      <>
        <MarketplaceProvider apiBase={API} session={signedIn} storage={null}>
          <Probe label="first" />
        </MarketplaceProvider>
        <MarketplaceProvider apiBase={API} storage={memoryStorage()} key="fresh">
          <Probe label="second" />
        </MarketplaceProvider>
      </>,
    );
    expect(await screen.findByText('second: loggedOut nobody 1 venues')).toBeInTheDocument();
    expect(screen.getByText('first: loggedIn Ada Lovelace 2 venues')).toBeInTheDocument();
  });

  it('shows toasts at the top right and lets the user dismiss them', async () => {
    const user = userEvent.setup();
    function Notify() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.error('Cancel Order failure')}>
          Notify
        </button>
      );
    }
    render(
      <MarketplaceProvider apiBase={API} storage={null}>
        <Notify />
      </MarketplaceProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cancel Order failure');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its toasts for toastDuration: 5 s by default, until dismissed with 0', async () => {
    vi.useFakeTimers();
    try {
      function Notify({ label }: { label: string }) {
        const toast = useToast();
        return (
          <button type="button" onClick={() => toast.success(`${label} saved`)}>
            {label}
          </button>
        );
      }
      render(
        <>
          <MarketplaceProvider apiBase={API} storage={null}>
            <Notify label="Default" />
          </MarketplaceProvider>
          <MarketplaceProvider apiBase={API} storage={null} toastDuration={0}>
            <Notify label="Kept" />
          </MarketplaceProvider>
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Default' }).click());
      act(() => screen.getByRole('button', { name: 'Kept' }).click());
      await vi.advanceTimersByTimeAsync(4_999);
      expect(screen.getByText('Default saved')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.queryByText('Default saved')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.getByText('Kept saved')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the toast API and the link renderer the app passes', async () => {
    const toast = { show: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
    const renderLink = vi.fn(({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={href} data-router="yes">
        {children}
      </a>
    ));
    function Widget() {
      useToast().info('Hello');
      return <MarketplaceLink href="/tickets?q=cubs">Search</MarketplaceLink>;
    }
    render(
      <MarketplaceProvider apiBase={API} storage={null} toast={toast} navigation={{ renderLink }}>
        <Widget />
      </MarketplaceProvider>,
    );
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('data-router', 'yes');
    expect(toast.info).toHaveBeenCalledWith('Hello');
  });

  it('restores a stored session on mount', async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    const stored = mockLogin(api.db, 'ada@example.com');
    const storage = memoryStorage({ [`momento:${API}:refresh_token`]: stored.refresh_token });
    function Status() {
      const { status, user } = useSession();
      return <p>{`${status} ${user?.name ?? ''}`.trim()}</p>;
    }
    render(
      <MarketplaceProvider apiBase={API} storage={storage}>
        <Status />
      </MarketplaceProvider>,
    );
    expect(screen.getByText('unknown')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('loggedIn Ada Lovelace')).toBeInTheDocument());
  });
  it('does not re-render a data widget that reads no session when the session settles', async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    let venueListRenders = 0;
    function VenueList() {
      venueListRenders += 1;
      const venues = useVenues();
      return <p>{venues.data ? `${venues.data.items.length} venues` : 'loading venues'}</p>;
    }
    function Status() {
      const { status, user } = useSession();
      return <p>{`${status} ${user?.name ?? ''}`.trim()}</p>;
    }
    render(
      <MarketplaceProvider apiBase={API} session={session} storage={null}>
        <Status />
        <VenueList />
      </MarketplaceProvider>,
    );
    expect(await screen.findByText('2 venues')).toBeInTheDocument();
    const rendersBeforeSignIn = venueListRenders;

    session.signIn(mockLogin(api.db, 'ada@example.com'));
    expect(await screen.findByText('loggedIn Ada Lovelace')).toBeInTheDocument();
    expect(venueListRenders).toBe(rendersBeforeSignIn);
  });

  it('still retries a failed request that settles after the document has gone, instead of throwing from inside SWR', async () => {
    const attempts: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
    const fetcher = () => new Promise<string>((resolve, reject) => attempts.push({ resolve, reject }));
    function Probe() {
      const { data } = useSWR('settles-late', fetcher, { errorRetryInterval: 10, dedupingInterval: 0 });
      return <p>{data ?? 'waiting'}</p>;
    }
    render(
      <MarketplaceProvider apiBase={API} storage={memoryStorage()}>
        <Probe />
      </MarketplaceProvider>,
    );
    await waitFor(() => expect(attempts).toHaveLength(1));

    // The page is torn down while the request is in flight, and the request then fails.
    vi.stubGlobal('document', undefined);
    attempts[0]!.reject(new Error('connection reset'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();

    await waitFor(() => expect(attempts).toHaveLength(2));
    attempts[1]!.resolve('second attempt answered');
    expect(await screen.findByText('second attempt answered')).toBeInTheDocument();
  });
});
