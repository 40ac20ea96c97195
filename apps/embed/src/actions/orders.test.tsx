import { afterEach, describe, expect, it, vi } from 'vitest';
import { runUnmount } from '../lifecycle.ts';
import type { PendingSiteTab } from '../siteTab.ts';
import { openCartTab } from './orders.ts';

const SITE = 'https://momento.test';

/** The cart tab as the widget sees it: a real Window (an iframe's), so that it can be a message's source. */
function fakeTab() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as Window;
}

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

/** Opens the cart for a widget on a new placeholder; returns the placeholder, the tab, its nonce and the events heard. */
function openCart() {
  const host = document.createElement('div');
  document.body.append(host);
  const heard: unknown[] = [];
  host.addEventListener('momento:order-placed', (event) => heard.push((event as CustomEvent).detail));
  const tab = fakeTab();
  const go = vi.fn((_href: string): Window | null => tab);
  const pending: PendingSiteTab = { go, cancel: vi.fn() };
  openCartTab(host, SITE, `${SITE}/mycart?partner=acme`, pending);
  const url = new URL(String(go.mock.calls[0]?.[0]));
  return { host, tab, url, nonce: url.searchParams.get('embed_nonce') ?? '', heard };
}

const order = (nonce: string, orderNo = 'MO-2026-000123') => ({
  type: 'momento:order:placed',
  nonce,
  order_no: orderNo,
  amount: '245.00',
  currency: 'USD',
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the order a cart tab tells the widget about', () => {
  it('opens the cart with the page’s origin and a nonce, in the tab opened during the press', () => {
    const { url, nonce } = openCart();
    expect(url.origin + url.pathname).toBe(`${SITE}/mycart`);
    expect(url.searchParams.get('partner')).toBe('acme');
    expect(url.searchParams.get('embed_origin')).toBe(window.location.origin);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('dispatches momento:order-placed with the order’s number and total, once, for the site’s message from that tab', () => {
    const { host, tab, nonce, heard } = openCart();
    const bubbled = vi.fn();
    document.addEventListener('momento:order-placed', bubbled);
    post(order(nonce), SITE, tab);
    post(order(nonce), SITE, tab);
    expect(heard).toEqual([{ orderNo: 'MO-2026-000123', amount: '245.00', currency: 'USD' }]);
    expect(bubbled).toHaveBeenCalledTimes(1);
    document.removeEventListener('momento:order-placed', bubbled);
    runUnmount(host);
  });

  it('ignores what does not come from the site’s tab with its nonce: the page, another window or origin, a malformed order', () => {
    const { host, tab, nonce, heard } = openCart();
    post(order(nonce), window.location.origin, window);
    post(order(nonce), 'https://evil.test', tab);
    post(order(nonce), SITE, fakeTab());
    post(order('A'.repeat(22)), SITE, tab);
    post({ ...order(nonce), amount: '245' }, SITE, tab);
    post({ ...order(nonce), order_no: '<img>' }, SITE, tab);
    post('momento:order:placed', SITE, tab);
    expect(heard).toEqual([]);
    runUnmount(host);
  });

  it('stops listening when the widget unmounts', () => {
    const { host, tab, nonce, heard } = openCart();
    const removed = vi.spyOn(window, 'removeEventListener');
    runUnmount(host);
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    post(order(nonce), SITE, tab);
    expect(heard).toEqual([]);
  });
});
