import { buildTicket } from '@momento/marketplace-kit/mocks';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe.ts';
import type { ResolvedOptions } from './options.ts';
import { createMomento } from './loader.ts';
import { mountWidget, type WidgetHandle } from './widget.tsx';

const ticket = buildTicket({ product_id: 42, listing_name: 'Game 7 Finals ticket', isSale: 1 });

/** The API as the partner page reaches it: public reads only; records every call. */
function fakeApi(tickets = [ticket]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    void init;
    const url = new URL(String(input));
    const id = Number(url.searchParams.get('product_id'));
    if (id) {
      const found = tickets.find((item) => item.product_id === id);
      return found
        ? Response.json({ data: found })
        : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    return Response.json({ data: { items: tickets } });
  });
}

function options(overrides: Partial<ResolvedOptions> = {}): ResolvedOptions {
  return {
    widget: 'ticket',
    productId: '42',
    partner: 'acme',
    apiBase: 'https://api.momento.test/api/v1',
    siteUrl: 'https://momento.test',
    theme: 'light',
    limit: 6,
    ...overrides,
  };
}

function placeholder() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

// The shadow roots are closed (element.shadowRoot is null for the page): tests get them from mountWidget's handle.
const roots = new WeakMap<HTMLElement, ShadowRoot>();
const rootOf = (element: HTMLElement) => roots.get(element) as unknown as HTMLElement;
const shadowOf = (element: HTMLElement) => within(rootOf(element));
const handles: WidgetHandle[] = [];
function mount(element: HTMLElement, resolved: ResolvedOptions) {
  let handle: WidgetHandle | undefined;
  act(() => {
    handle = mountWidget(element, resolved);
  });
  if (handle) {
    handles.push(handle);
    roots.set(element, handle.shadowRoot);
  }
  return handle;
}

afterEach(() => {
  act(() => handles.splice(0).forEach((handle) => handle.unmount()));
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a mounted widget', () => {
  it('renders the ticket inside a shadow root with a Buy link to the Momento site and tells the page it is ready', async () => {
    const element = placeholder();
    const ready = vi.fn();
    element.addEventListener('momento:ready', (event) => ready((event as CustomEvent).detail));
    const fetch = fakeApi();
    mount(element, options({ fetch, actions: [] }));

    const shadow = shadowOf(element);
    expect(await shadow.findByRole('heading', { name: 'Game 7 Finals ticket' })).toBeInTheDocument();
    expect(document.body.querySelector('h2')).toBeNull();
    const buy = shadow.getByRole('link', { name: 'Buy (opens in a new tab)' });
    expect(buy).toHaveAttribute('href', 'https://momento.test/tickets/42?partner=acme');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('part', 'buy-button');
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ widget: 'ticket', productId: '42' }));
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('omit');
    // Its load is counted for the partner of the page's origin: one POST without body, token or cookie.
    const views = fetch.mock.calls.filter(
      ([url]) => String(url) === 'https://api.momento.test/api/v1/embed/view.php',
    );
    expect(
      views.map(([, init]) => ({
        method: init?.method,
        credentials: init?.credentials,
        body: init?.body,
        headers: init?.headers,
      })),
    ).toEqual([{ method: 'POST', credentials: 'omit', body: undefined, headers: undefined }]);
    // Overlays (here the provider's notification list) portal into the shadow root, not into the host's body.
    expect(shadow.getByRole('list', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(document.body).queryByRole('list', { name: 'Notifications', hidden: true })).toBeNull();
    expect(element.shadowRoot).toBeNull();
  });

  it('is axe-clean inside its shadow root', async () => {
    // axe walks the tree the page sees, which a closed root hides: this check opens it, as the e2e checks do.
    const attach = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
      this: Element,
      init: ShadowRootInit,
    ) {
      attach.mockRestore();
      return this.attachShadow({ ...init, mode: 'open' });
    });
    const element = placeholder();
    mount(element, options({ fetch: fakeApi() }));
    await shadowOf(element).findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(await axeViolations(element.shadowRoot as unknown as HTMLElement)).toEqual([]);
  });

  it('dispatches a bubbling, composed momento:buy when the visitor follows Buy', async () => {
    const element = placeholder();
    const bought = vi.fn();
    document.addEventListener('momento:buy', (event) =>
      bought((event as CustomEvent).detail, event.composed),
    );
    mount(element, options({ fetch: fakeApi(), actions: '' }));
    const buy = await shadowOf(element).findByRole('link', { name: /^Buy/ });
    buy.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(buy);
    expect(bought).toHaveBeenCalledWith(
      { productId: '42', url: 'https://momento.test/tickets/42?partner=acme', partner: 'acme' },
      true,
    );
  });

  it('shows Not for sale and the spec’s texts for a missing ticket and a failed load, with momento:error', async () => {
    const notForSale = buildTicket({ product_id: 43, listing_name: 'Signed programme', isSale: '0' });
    const element = placeholder();
    mount(element, options({ productId: '43', fetch: fakeApi([notForSale]), actions: [] }));
    expect(await shadowOf(element).findByText('Not for sale')).toBeInTheDocument();
    expect(shadowOf(element).getByRole('link', { name: /^View on Momento/ })).toBeInTheDocument();

    const missing = placeholder();
    const errors = vi.fn();
    missing.addEventListener('momento:error', (event) => errors((event as CustomEvent).detail));
    mount(missing, options({ productId: '99', fetch: fakeApi() }));
    expect(await shadowOf(missing).findByText('No Tickets found')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.objectContaining({ status: 404 })));

    const failing = placeholder();
    mount(failing, options({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) }));
    expect(await shadowOf(failing).findByRole('alert')).toHaveTextContent('Oops.. Something went wrong');
  });

  it('keeps nothing on the partner’s origin and gives every widget its own cache', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const fetch = fakeApi();
    const first = placeholder();
    const second = placeholder();
    mount(first, options({ fetch }));
    mount(second, options({ fetch, theme: 'dark' }));
    await shadowOf(first).findByRole('heading', { name: 'Game 7 Finals ticket' });
    await shadowOf(second).findByRole('heading', { name: 'Game 7 Finals ticket' });
    // Same ticket, two providers: two requests, no shared SWR cache.
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('product_id=42'))).toHaveLength(2);
    expect(rootOf(second).querySelector('[data-theme="dark"]')).not.toBeNull();
    expect(rootOf(first).querySelector('[data-theme="dark"]')).toBeNull();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });

  it('lists a seller’s tickets (up to the limit) linking to the Momento site, with See all', async () => {
    const tickets = [1, 2, 3].map((id) =>
      buildTicket({ product_id: id, listing_name: `Ticket ${id}`, isSale: 1 }),
    );
    const element = placeholder();
    const fetch = fakeApi(tickets);
    mount(element, options({ widget: 'listings', seller: '7', productId: undefined, limit: 2, fetch }));
    const shadow = shadowOf(element);
    const region = await shadow.findByRole('region', { name: 'Tickets on Momento' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://momento.test/tickets/1?partner=acme',
      'https://momento.test/tickets/2?partner=acme',
      'https://momento.test/tickets?seller=7&partner=acme',
    ]);
    expect(
      fetch.mock.calls.map(([url]) => String(url)).find((url) => !url.endsWith('/embed/view.php')),
    ).toContain('seller=7');
    // Each card on sale has its own cart buttons; the seller's offer and message actions are the list's.
    const cards = within(region).getAllByRole('listitem');
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Make Offer' })).toBeNull();
    }
    expect(within(region).getAllByRole('button', { name: 'Make Offer' })).toHaveLength(1);
  });

  it('offers no cart buttons on listings when the partner leaves out buy, nor on a listing not for sale', async () => {
    const tickets = [
      buildTicket({ product_id: 1, listing_name: 'On sale', isSale: 1 }),
      buildTicket({ product_id: 2, listing_name: 'Kept', isSale: 0 }),
    ];
    const element = placeholder();
    mount(
      element,
      options({ widget: 'listings', seller: '7', productId: undefined, fetch: fakeApi(tickets) }),
    );
    const region = await shadowOf(element).findByRole('region', { name: 'Tickets on Momento' });
    const [onSale, kept] = within(region).getAllByRole('listitem');
    expect(within(onSale!).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(within(kept!).queryByRole('button', { name: 'Buy now' })).toBeNull();

    const partnerless = placeholder();
    mount(
      partnerless,
      options({
        widget: 'listings',
        seller: '7',
        productId: undefined,
        actions: ['offer', 'message'],
        fetch: fakeApi(tickets),
      }),
    );
    const other = await shadowOf(partnerless).findByRole('region', { name: 'Tickets on Momento' });
    expect(within(other).queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Make Offer' })).toBeInTheDocument();
  });

  it('turns data-accent, data-radius and data-font into the theme properties on the placeholder, keeping the partner’s own and removing its own on unmount', async () => {
    const element = placeholder();
    element.dataset['accent'] = '#e0218a';
    element.dataset['radius'] = '6px';
    element.dataset['font'] = 'Georgia, serif';
    element.style.setProperty('--momento-font-family-heading', 'Impact');
    const handle = mount(element, options({ fetch: fakeApi(), theme: 'dark' }));
    await shadowOf(element).findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(element.style.getPropertyValue('--momento-color-accent')).toBe('#e0218a');
    expect(element.style.getPropertyValue('--momento-color-accentHover')).toBe(
      'color-mix(in srgb, #e0218a 85%, white)',
    );
    expect(element.style.getPropertyValue('--momento-radius-medium')).toBe('6px');
    expect(element.style.getPropertyValue('--momento-radius-large')).toBe('calc(6px * 2)');
    expect(element.style.getPropertyValue('--momento-font-family-body')).toBe('Georgia, serif');
    expect(element.style.getPropertyValue('--momento-font-family-heading')).toBe('Impact');
    act(() => handle?.unmount());
    expect(element.style.getPropertyValue('--momento-color-accent')).toBe('');
    expect(element.style.getPropertyValue('--momento-font-family-heading')).toBe('Impact');
  });

  it('updates in place: another ticket, theme, actions and variables, in the same shadow root and session', async () => {
    const other = buildTicket({ product_id: 43, listing_name: 'Signed programme', isSale: 1 });
    const element = placeholder();
    const fetch = fakeApi([ticket, other]);
    const handle = mount(
      element,
      options({ fetch, actions: [], vars: { '--momento-color-accent': '#c2185b' } }),
    );
    const shadow = shadowOf(element);
    await shadow.findByRole('heading', { name: 'Game 7 Finals ticket' });
    expect(element.style.getPropertyValue('--momento-color-accent')).toBe('#c2185b');
    const mountPoint = rootOf(element).firstElementChild;

    act(() =>
      handle?.update(
        options({
          fetch,
          productId: '43',
          theme: 'dark',
          actions: ['offer'],
          vars: { '--momento-color-accent': '' },
        }),
      ),
    );
    expect(await shadow.findByRole('heading', { name: 'Signed programme' })).toBeInTheDocument();
    expect(shadow.getByRole('button', { name: 'Make Offer' })).toBeInTheDocument();
    expect(shadow.queryByRole('link', { name: /^Buy/ })).toBeNull();
    expect(rootOf(element).querySelector('[data-theme="dark"]')).not.toBeNull();
    expect(element.style.getPropertyValue('--momento-color-accent')).toBe('');
    // The same root: rendered again, not mounted again.
    expect(rootOf(element).firstElementChild).toBe(mountPoint);
  });

  it('unmounts, leaving the placeholder’s shadow root empty and the placeholder as it was', async () => {
    const element = placeholder();
    const handle = mount(
      element,
      options({ fetch: fakeApi(), vars: { '--momento-color-accent': '#c2185b' } }),
    );
    await shadowOf(element).findByRole('heading', { name: 'Game 7 Finals ticket' });
    act(() => handle?.unmount());
    handles.length = 0;
    expect(rootOf(element).childNodes).toHaveLength(0);
    expect(element.getAttribute('style')).toBeFalsy();

    // Mounted again, the same placeholder shows the widget again.
    mount(element, options({ fetch: fakeApi() }));
    expect(
      await shadowOf(element).findByRole('heading', { name: 'Game 7 Finals ticket' }),
    ).toBeInTheDocument();
  });
});

describe('Momento.mount from a single-page app', () => {
  it('resolves ready when the widget shows its ticket, updates it in place and unmounts cleanly', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi([ticket, buildTicket({ product_id: 43, listing_name: 'Signed programme', isSale: 1 })]),
    );
    let shadow: ShadowRoot | undefined;
    const attach = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
      this: Element,
      init: ShadowRootInit,
    ) {
      attach.mockRestore();
      shadow = this.attachShadow(init);
      return shadow;
    });
    const momento = createMomento({
      apiBase: 'https://api.momento.test/api/v1',
      siteUrl: 'https://momento.test',
      loadWidget: () => import('./widget.tsx'),
    });
    const element = placeholder();
    const handle = momento.mount(element, { widget: 'ticket', productId: 42, eager: true, actions: [] });
    await expect(handle.ready).resolves.toEqual({ widget: 'ticket', productId: '42' });
    const inside = () => within(shadow as unknown as HTMLElement);
    expect(inside().getByRole('heading', { name: 'Game 7 Finals ticket' })).toBeInTheDocument();

    act(() => handle.update({ productId: 43 }));
    expect(await inside().findByRole('heading', { name: 'Signed programme' })).toBeInTheDocument();

    act(() => handle.unmount());
    expect(shadow?.childNodes).toHaveLength(0);
    expect(element.style.minHeight).toBe('');
    expect(element.dataset['momentoMounted']).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
