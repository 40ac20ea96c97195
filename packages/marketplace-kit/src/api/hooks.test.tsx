import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorTexts, notices } from '../texts.ts';
import { buildTicket, createMockApi, mockLogin } from '../mocks/index.ts';
import { MarketplaceProvider } from '../provider/MarketplaceProvider.tsx';
import { createSessionStore } from '../session/sessionStore.ts';
import { memoryStorage } from '../testing/jwt.ts';
import { useLogin } from './auth/useLogin.ts';
import { useAddToCart } from './cart/useAddToCart.ts';
import { useCart } from './cart/useCart.ts';
import { useProduct } from './products/useProduct.ts';
import { useProducts } from './products/useProducts.ts';
import { useVenues } from './reference/useVenues.ts';
import { useMutation } from './useMutation.ts';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup({ signedInAs }: { signedInAs?: string } = {}) {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  if (signedInAs) session.signIn(mockLogin(api.db, signedInAs));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MarketplaceProvider apiBase={API} session={session} storage={null}>
      {children}
    </MarketplaceProvider>
  );
  return { api, session, wrapper };
}

describe('reference and product hooks against the mock API', () => {
  it('useVenues lists venues by display_order ascending', async () => {
    const { api, wrapper } = setup();
    api.db.venues.reverse();
    const { result } = renderHook(() => useVenues(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.items.map((venue) => venue.display_order)).toEqual([1, 2]);
  });

  it('useProduct waits without an id and loads one ticket with one', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useProduct(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    rerender({ id: 101 });
    await waitFor(() => expect(result.current.data?.product_id).toBe(101));
  });

  it('useProducts pages through next links until the last page', async () => {
    const { api, wrapper } = setup();
    api.db.tickets = Array.from({ length: 45 }, (_, index) => buildTicket({ product_id: 1000 + index }));
    const { result } = renderHook(() => useProducts({ q: 'stub' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(45));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isEmpty).toBe(false);
  });

  it('useProducts keeps one result object while the list is unchanged, and a new one when a page arrives', async () => {
    const { api, wrapper } = setup();
    api.db.tickets = Array.from({ length: 25 }, (_, index) => buildTicket({ product_id: 1000 + index }));
    const { result, rerender } = renderHook(() => useProducts({ q: 'stub' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    const firstPage = result.current;
    rerender();
    expect(result.current).toBe(firstPage);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(25));
    expect(result.current).not.toBe(firstPage);
  });

  it('useProducts reports an empty result', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useProducts({ q: 'no such ticket' }), { wrapper });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
  });
});

describe('mutation hooks', () => {
  it("useLogin stores the session and toasts 'Login success'", async () => {
    const { session, wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ email: 'ada@example.com', password: 'password123' });
    });
    expect(outcome?.ok).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn' });
    expect(await screen.findByRole('status')).toHaveTextContent(notices.loginSuccess);
    expect(result.current.status).toBe('idle');
  });

  it('useLogin shows the server message on failure and leaves the session logged out', async () => {
    const { session, wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(async () => {
      await result.current.run({ email: 'ada@example.com', password: 'wrong' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(session.getSnapshot().status).toBe('loggedOut');
    expect(result.current.error).toBeDefined();
  });

  it("useAddToCart toasts 'Item Added to Cart' and the cart shows the item", async () => {
    const { wrapper } = setup({ signedInAs: 'ada@example.com' });
    const { result } = renderHook(() => ({ add: useAddToCart(), cart: useCart() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.items).toHaveLength(0));
    await act(async () => {
      await result.current.add.run({ type: 'BUY', product_id: 101 });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(notices.itemAddedToCart);
    await waitFor(() => expect(result.current.cart.data?.items).toHaveLength(1));
  });

  it('a write still in flight when its widget closes lands, and what it changed reloads without a notice', async () => {
    const { wrapper: Wrapper } = setup({ signedInAs: 'ada@example.com' });
    // The server takes its time over writes: the widget that sent one closes first (a dialog closed while Accept is
    // pending).
    let answerWrites: () => void = () => {};
    const writesAnswered = new Promise<void>((resolve) => (answerWrites = resolve));
    server.use(
      http.all(
        /.*/,
        async ({ request }) => void (request.method === 'GET' ? undefined : await writesAnswered),
      ),
    );
    function AddButton({ onSent }: { onSent: () => void }) {
      const { run } = useAddToCart();
      useEffect(() => {
        void run({ type: 'BUY', product_id: 101 });
        onSent();
      }, [run, onSent]);
      return null;
    }
    function Page() {
      const cart = useCart();
      const [open, setOpen] = useState(true);
      const [close] = useState(() => () => setOpen(false));
      return (
        <>
          <p>{cart.data ? `${cart.data.items.length} in the cart` : 'loading'}</p>
          {open ? <AddButton onSent={close} /> : null}
        </>
      );
    }
    render(<Page />, { wrapper: Wrapper });
    expect(await screen.findByText('0 in the cart')).toBeInTheDocument();
    answerWrites();
    expect(await screen.findByText('1 in the cart')).toBeInTheDocument();
    expect(screen.queryByText(notices.itemAddedToCart)).not.toBeInTheDocument();
  });

  it('useMutation goes idle -> pending -> idle and falls back to the given error text', async () => {
    const { wrapper } = setup();
    let rejectRequest: (error: Error) => void = () => {};
    const { result } = renderHook(
      () =>
        useMutation(() => new Promise<never>((_, reject) => (rejectRequest = reject)), {
          errorNotice: errorTexts.cancelOrderFailed,
        }),
      { wrapper },
    );
    expect(result.current.status).toBe('idle');
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run(undefined);
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      rejectRequest(new Error('not an ApiError'));
      await running;
    });
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeInstanceOf(Error);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.cancelOrderFailed);
  });
});
