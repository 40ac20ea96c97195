import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { buildCart, buildTicket, buildUser } from '@momento/marketplace-kit/mocks';
import { act, configure, getConfig, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedOptions } from './options.ts';
import { mountWidget, type WidgetHandle } from './widget.tsx';

// Failed queries print their message only: the DOM printer takes no shadow root. (Restored after: the files of a
// worker share the library's configuration.)
const { getElementError } = getConfig();
beforeAll(() => configure({ getElementError: (message) => new Error(message ?? 'not found') }));
afterAll(() => configure({ getElementError }));

const SITE = 'https://momento.test';
const API = 'https://api.momento.test/api/v1';
const ticket = buildTicket({ product_id: 42, listing_name: 'Game 7 Finals ticket', isSale: 1 });
const buyer = buildUser({ id: 5, name: 'Bailey Quinn', mail: 'bailey@example.test' });

/**
 * The API the widget reaches: the ticket, the code exchange, the cart, the buyer's (empty) offers and their watchlist
 * (the ids in `watched`); records calls.
 */
function fakeApi(watched = new Set<number>()) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname.endsWith('/products.php')) return Response.json({ data: ticket });
    if (url.pathname.endsWith('/auth/embed.php') && url.searchParams.get('action') === 'token') {
      return Response.json({
        data: {
          access_token: 'embed.token.sig',
          expiry: Math.floor(Date.now() / 1000) + 1800,
          user_data: buyer,
        },
      });
    }
    if (url.pathname.endsWith('/user/cart.php') && method === 'PUT')
      return Response.json({ data: buildCart() });
    if (url.pathname.endsWith('/user/offers/offers.php')) return Response.json({ data: { items: [] } });
    if (url.pathname.endsWith('/user/watchlist.php')) {
      if (method === 'GET')
        return Response.json({ data: { tickets: [...watched], collections: [], sellers: [] } });
      const body = JSON.parse(String(init?.body)) as { type: string; id: number };
      if (method === 'POST') {
        watched.add(body.id);
        return Response.json({
          data: {
            type: body.type,
            id: body.id,
            name: ticket.listing_name,
            detail: ticket.event_name,
            image: null,
            link: '/tickets/42',
            state: 'ON_SALE',
            price: ticket.cost,
            watched_price: ticket.cost,
            alert_price: null,
            watched_at: new Date().toISOString(),
          },
        });
      }
      watched.delete(body.id);
      return Response.json({ data: { ok: true } });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
}

/** A sign-in window the test answers for (a real Window, so it can be a message's source). */
function signInWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow as Window;
  const requests: unknown[] = [];
  vi.spyOn(popup, 'postMessage').mockImplementation(((message: unknown) =>
    requests.push(message)) as Window['postMessage']);
  let closed = false;
  Object.defineProperty(popup, 'closed', { get: () => closed, configurable: true });
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const nonce = () => new URL(String(open.mock.calls[0]?.[0])).searchParams.get('nonce');
  const post = (data: object) =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { nonce: nonce(), ...data }, origin: SITE, source: popup }),
    );
  return {
    open,
    requests,
    /** The visitor signs in: the window says it is ready, gets the request, and answers with a code. */
    async signIn() {
      post({ type: 'momento:signin:ready' });
      await waitFor(() => expect(requests).toHaveLength(1));
      post({ type: 'momento:signin:result', code: 'one-time-code' });
    },
    close: () => (closed = true),
  };
}

function options(overrides: Partial<ResolvedOptions> = {}): ResolvedOptions {
  return {
    widget: 'ticket',
    productId: '42',
    partner: 'acme',
    apiBase: API,
    siteUrl: SITE,
    theme: 'light',
    limit: 6,
    ...overrides,
  };
}

const handles: WidgetHandle[] = [];
function mount(resolved: ResolvedOptions, attributes: Record<string, string> = {}) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  let handle: WidgetHandle | undefined;
  act(() => {
    handle = mountWidget(element, resolved);
  });
  if (!handle) throw new Error('not mounted');
  handles.push(handle);
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of [
    'momento:signin',
    'momento:add-to-cart',
    'momento:cart',
    'momento:offer-made',
    'momento:offer',
    'momento:message',
  ]) {
    element.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return { element, shadow: within(handle.shadowRoot as unknown as HTMLElement), events };
}

afterEach(() => {
  act(() => handles.splice(0).forEach((handle) => handle.unmount()));
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the widget’s actions', () => {
  it('shows the actions the partner allows: all by default, the data-actions list otherwise', async () => {
    const all = mount(options({ fetch: fakeApi() }));
    await all.shadow.findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(all.shadow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Buy now',
      'Add to Cart',
      'Make Offer',
      'Message seller',
    ]);
    expect(all.shadow.queryByRole('link', { name: /^Buy/ })).toBeNull();

    const some = mount(options({ fetch: fakeApi() }), { 'data-actions': 'offer, message' });
    await some.shadow.findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(some.shadow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Make Offer',
      'Message seller',
    ]);
  });

  it('offers Watch only when the partner names it in data-actions', async () => {
    const watch = mount(options({ fetch: fakeApi() }), { 'data-actions': 'buy,watch' });
    await watch.shadow.findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(watch.shadow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Buy now',
      'Add to Cart',
      'Watch',
    ]);
    expect(watch.shadow.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('signs a visitor in to Watch, puts the ticket on their watchlist with the widget’s token, and takes it off on a second press', async () => {
    const watched = new Set<number>();
    const fetch = fakeApi(watched);
    const site = signInWindow();
    const { shadow } = mount(options({ fetch }), { 'data-actions': 'watch' });
    await userEvent.click(await shadow.findByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(site.open).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/user/watchlist.php'))).toBe(false);

    await site.signIn();
    expect(await shadow.findByText(/^On your Momento watchlist/)).toBeInTheDocument();
    expect(shadow.getByRole('link', { name: /^See your watchlist on Momento/ })).toHaveAttribute(
      'href',
      `${SITE}/account/watchlist?partner=acme`,
    );
    const add = fetch.mock.calls.find(
      ([url, init]) => String(url).includes('/user/watchlist.php') && init?.method === 'POST',
    );
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ type: 'TICKET', id: 42 });
    expect(new Headers(add?.[1]?.headers).get('authorization')).toBe('Bearer embed.token.sig');
    expect(watched.has(42)).toBe(true);
    const button = await shadow.findByRole('button', { name: 'Watching' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(button);
    await waitFor(() => expect(watched.has(42)).toBe(false));
    expect(await shadow.findByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
    expect(shadow.queryByText(/^On your Momento watchlist/)).toBeNull();
  });

  it('shows a watched ticket as Watching once the visitor has signed in for another action', async () => {
    const fetch = fakeApi(new Set([42]));
    const site = signInWindow();
    const { shadow } = mount(options({ fetch }), { 'data-actions': 'offer,watch' });
    await userEvent.click(await shadow.findByRole('button', { name: 'Make Offer' }));
    await site.signIn();
    expect(await shadow.findByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why the server refused Watch and shows the ticket as not watched', async () => {
    const api = fakeApi();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/user/watchlist.php') && init?.method === 'POST'
        ? Response.json(
            { error: { code: 'VALIDATION', message: FOLLOW_REFUSALS.watchLimit } },
            { status: 400 },
          )
        : api(input, init),
    );
    const site = signInWindow();
    const { shadow } = mount(options({ fetch }), { 'data-actions': 'watch' });
    await userEvent.click(await shadow.findByRole('button', { name: 'Watch' }));
    await site.signIn();
    expect(await shadow.findByRole('alert')).toHaveTextContent(FOLLOW_REFUSALS.watchLimit);
    expect(shadow.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('signs a visitor in through the window first, then adds the ticket to the cart with the widget’s token', async () => {
    const fetch = fakeApi();
    const site = signInWindow();
    const { shadow, events } = mount(options({ fetch }));
    await userEvent.click(await shadow.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(site.open).toHaveBeenCalledTimes(1));
    expect(await shadow.findByRole('status')).toHaveTextContent(
      'Sign in to Momento in the window that opened.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/user/cart.php'))).toBe(false);

    await site.signIn();
    expect(await shadow.findByText(/^Added to your cart\./)).toBeInTheDocument();
    const cartCall = fetch.mock.calls.find(
      ([url, init]) => String(url).includes('/user/cart.php') && init?.method === 'PUT',
    );
    expect(new Headers(cartCall?.[1]?.headers).get('authorization')).toBe('Bearer embed.token.sig');
    expect(cartCall?.[1]?.credentials).toBe('omit');
    expect(shadow.getByRole('link', { name: /^Go to your cart on Momento/ })).toHaveAttribute(
      'href',
      `${SITE}/mycart?partner=acme`,
    );
    // The page hears what happened, never who: no name, e-mail, id or token in the events.
    expect(events).toEqual([
      { type: 'momento:signin', detail: { widget: 'ticket' } },
      { type: 'momento:add-to-cart', detail: { productId: '42', action: 'add' } },
      // The old name, for one release.
      { type: 'momento:cart', detail: { productId: '42', action: 'add' } },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Bailey|bailey@|embed\.token/);

    // Signed in, Buy now opens the cart's tab during the press, and sends it to the cart once the ticket is in it,
    // with this page's origin and a nonce; the tab keeps its opener, to tell the widget when the order is paid.
    const opener = {};
    const tab = { opener: opener as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    site.open.mockReturnValue(tab as unknown as Window);
    await userEvent.click(shadow.getByRole('button', { name: 'Buy now' }));
    expect(site.open).toHaveBeenLastCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/momento\.test\/mycart\?/));
    const cart = new URL(tab.location.href);
    expect(cart.searchParams.get('partner')).toBe('acme');
    expect(cart.searchParams.get('embed_origin')).toBe(window.location.origin);
    expect(cart.searchParams.get('embed_nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tab.opener).toBe(opener);
    expect(events.slice(-2)).toEqual([
      { type: 'momento:add-to-cart', detail: { productId: '42', action: 'buy' } },
      { type: 'momento:cart', detail: { productId: '42', action: 'buy' } },
    ]);
    // Nothing of the session reaches the page's storage.
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('says to allow pop-ups when the window is blocked, and goes back quietly when the window is closed', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const blocked = mount(options({ fetch: fakeApi() }));
    await userEvent.click(await blocked.shadow.findByRole('button', { name: 'Make Offer' }));
    expect(await blocked.shadow.findByRole('alert')).toHaveTextContent(
      'Allow pop-ups for this page to sign in',
    );
    vi.restoreAllMocks();

    const site = signInWindow();
    const closed = mount(options({ fetch: fakeApi() }));
    await userEvent.click(await closed.shadow.findByRole('button', { name: 'Message seller' }));
    await closed.shadow.findByRole('status');
    site.close();
    await waitFor(() => expect(closed.shadow.queryByRole('status')).toBeNull(), { timeout: 2000 });
    expect(closed.shadow.queryByRole('alert')).toBeNull();
    expect(closed.shadow.getByRole('button', { name: 'Message seller' })).toBeEnabled();
    expect(closed.events).toEqual([]);
  });
});
