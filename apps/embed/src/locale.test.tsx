import { englishKitTexts } from '@momento/marketplace-kit';
import { buildTicket } from '@momento/marketplace-kit/mocks';
import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from './locales/de.ts';
import type { ResolvedOptions } from './options.ts';
import { actionTexts } from './actions/actionTexts.ts';
import { embedTexts } from './texts.ts';
import { mountWidget, type WidgetHandle } from './widget.tsx';

const ticket = buildTicket({
  product_id: 42,
  listing_name: 'Game 7 Finals ticket',
  isSale: 1,
  cost: { value: '1234.50', currency: 'USD' },
  sell_details: { cost: { value: '1234.50', currency: 'USD' } },
  date: '2026-03-04',
});
const kept = buildTicket({
  product_id: 43,
  listing_name: 'Signed programme',
  cost: null,
  date: '2026-03-04',
});

/** The API as the partner page reaches it: public reads only. */
function fakeApi(tickets = [ticket]) {
  return vi.fn(async (input: RequestInfo | URL) => {
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
    fetch: fakeApi(),
    ...overrides,
  };
}

const handles: WidgetHandle[] = [];
/** Mounts into a new placeholder (with `data` as its data attributes) and returns queries inside its shadow root. */
function mount(resolved: ResolvedOptions, data: Record<string, string> = {}) {
  const element = document.createElement('div');
  Object.assign(element.dataset, data);
  document.body.append(element);
  let handle: WidgetHandle | undefined;
  act(() => {
    handle = mountWidget(element, resolved);
  });
  if (!handle) throw new Error('mountWidget returned nothing');
  handles.push(handle);
  const root = handle.shadowRoot as unknown as HTMLElement;
  return { root, shadow: within(root) };
}

afterEach(() => {
  act(() => handles.splice(0).forEach((handle) => handle.unmount()));
  document.body.innerHTML = '';
});

describe('the widget’s locale', () => {
  it('shows a ticket widget with data-locale="de" in German: its texts, the date and the price in dollars per Intl de-DE', async () => {
    const { root, shadow } = mount(options(), { locale: 'de' });
    expect(await shadow.findByRole('heading', { name: 'Game 7 Finals ticket' })).toBeInTheDocument();
    expect(shadow.getByText('Ticketdetails')).toBeInTheDocument();
    // Intl puts a no-break space between the amount and the symbol.
    expect(
      shadow.getByText('1.234,50 $', { normalizer: (text) => text.replace(/\s/g, ' '), exact: false }),
    ).toBeInTheDocument();
    expect(shadow.getByText(/^04\.03\.2026 ·/)).toBeInTheDocument();
    for (const name of ['Jetzt kaufen', 'In den Warenkorb', 'Angebot machen', 'Verkäufer kontaktieren']) {
      expect(shadow.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(shadow.queryByRole('button', { name: 'Buy now' })).toBeNull();
    // Screen readers read the widget in German.
    expect(root.querySelector('[part="root"]')).toHaveAttribute('lang', 'de');
  });

  it('takes mount’s locale over data-locale, German for a German region, with its Buy link and Not for sale', async () => {
    const { shadow } = mount(
      options({ productId: '43', locale: 'de-AT', actions: [], fetch: fakeApi([kept]) }),
      { locale: 'en' },
    );
    expect(await shadow.findByText('Nicht zu verkaufen')).toBeInTheDocument();
    expect(
      shadow.getByRole('link', { name: 'Auf Momento ansehen (öffnet in einem neuen Tab)' }),
    ).toBeInTheDocument();
  });

  it('lists a seller’s tickets in German: the cards, their buttons and See all', async () => {
    const { shadow } = mount(
      options({ widget: 'listings', productId: undefined, seller: '7', fetch: fakeApi([ticket, kept]) }),
      { locale: 'de' },
    );
    const region = await shadow.findByRole('region', { name: 'Tickets auf Momento' });
    const [onSale, notOnSale] = within(region).getAllByRole('listitem');
    expect(
      within(onSale!).getByText('1.234,50 $', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    expect(within(onSale!).getByText(/^04\.03\.2026 ·/)).toBeInTheDocument();
    expect(within(onSale!).getByRole('button', { name: 'Jetzt kaufen' })).toBeInTheDocument();
    expect(within(notOnSale!).getByText('Nicht zu verkaufen')).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: 'Alle auf Momento ansehen (öffnet in einem neuen Tab)' }),
    ).toBeInTheDocument();
  });

  it('stays English with the product’s formats without a locale, and for a locale that is not a language tag', async () => {
    for (const data of [{}, { locale: 'not a locale!' }] as Record<string, string>[]) {
      const { root, shadow } = mount(options(), data);
      expect(await shadow.findByText('Ticket details')).toBeInTheDocument();
      expect(shadow.getByText('$1,234.50')).toBeInTheDocument();
      expect(shadow.getByText(/^04\/03\/2026 ·/)).toBeInTheDocument();
      expect(shadow.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
      expect(root.querySelector('[part="root"]')).not.toHaveAttribute('lang');
      act(() => handles.splice(0).forEach((handle) => handle.unmount()));
    }
  });

  it('formats for another locale with English texts, as no dictionary of that language exists', async () => {
    const { shadow } = mount(options(), { locale: 'fr' });
    expect(await shadow.findByText('Ticket details')).toBeInTheDocument();
    expect(
      shadow.getByText('1 234,50 $', { normalizer: (text) => text.replace(/\s/g, ' '), exact: false }),
    ).toBeInTheDocument();
  });
});

/** Every text id of a dictionary ('embed.buyNow', 'actions.status.sent'). */
const ids = (value: object, path = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    inner !== null && typeof inner === 'object' ? ids(inner as object, `${path}${key}.`) : [`${path}${key}`],
  );

describe('the embed’s dictionaries', () => {
  it('gives the German embed every text id of the English one, each a non-empty text, and the kit’s whole German dictionary', () => {
    expect(ids(de.embed).sort()).toEqual(ids(embedTexts).sort());
    expect(ids(de.actions).sort()).toEqual(ids(actionTexts).sort());
    expect(ids(de.kit).sort()).toEqual(ids(englishKitTexts).sort());
    for (const text of [...Object.values(de.embed), ...Object.values(de.actions.status)])
      expect(text.trim()).not.toBe('');
  });
});
