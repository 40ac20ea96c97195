import type { WidgetKind } from './placeholders.ts';

/** Light or dark widget colours (`data-theme` on the placeholder or `theme` in the mount options). */
export const embedThemes = ['light', 'dark'] as const;
export type EmbedTheme = (typeof embedThemes)[number];

/**
 * The public theme: CSS custom properties a partner may set on the placeholder (or any ancestor), or pass as
 * `mount(element, { vars })`. They are the ui theme contract's own names (`vars` in @momento/ui).
 */
export const publicThemeVariables = [
  '--momento-color-accent',
  '--momento-color-accentHover',
  '--momento-color-accentActive',
  '--momento-color-textOnAccent',
  '--momento-color-text',
  '--momento-color-textMuted',
  '--momento-color-surface',
  '--momento-color-border',
  '--momento-color-link',
  '--momento-color-focusRing',
  '--momento-font-family-body',
  '--momento-font-family-heading',
  '--momento-radius-small',
  '--momento-radius-medium',
  '--momento-radius-large',
] as const;
export type PublicThemeVariable = (typeof publicThemeVariables)[number];

/** The `::part` names the widgets expose. */
export const partNames = [
  'root',
  'card',
  'media',
  'title',
  'meta',
  'price',
  'buy-button',
  'actions',
  'action',
  'offer',
  'list',
  'see-all',
  'message',
] as const;

/**
 * What a visitor can do from a widget (`data-actions="offer,message,buy,watch"` or `mount(el, { actions })`): Make
 * Offer, Message seller, Add to cart and Buy now, and Watch (the ticket on the visitor's Momento watchlist). The first
 * three unless the partner says otherwise (Watch only when named); none turns the widget into a card that links to the
 * Momento site.
 */
export const embedActions = ['offer', 'message', 'buy', 'watch'] as const;
export type EmbedAction = (typeof embedActions)[number];
/** The actions of a widget whose partner names none. */
const defaultActions: readonly EmbedAction[] = ['offer', 'message', 'buy'];

export interface MountOptions {
  /** Which widget. @default the element's `data-momento-widget` */
  widget?: WidgetKind;
  /** The ticket of the `ticket` widget. @default `data-product-id` */
  productId?: string | number;
  /** The seller whose tickets the `listings` widget shows. @default `data-seller` */
  seller?: string | number;
  /** The event whose tickets the `listings` widget shows. @default `data-event` */
  event?: string | number;
  /** Partner attribution carried to the Momento site as `?partner=`. @default `data-partner` */
  partner?: string;
  /** The Momento API, ending in /api/v1. @default `data-api-base`, else the script's origin + '/api/v1' */
  apiBase?: string;
  /** The Momento site that 'Buy' opens. @default `data-site-url`, else the script's origin */
  siteUrl?: string;
  /** @default `data-theme`, else 'light' */
  theme?: EmbedTheme;
  /** Theme custom properties, e.g. `{ '--momento-color-accent': '#c2185b' }`. */
  vars?: Partial<Record<PublicThemeVariable, string>>;
  /** Space reserved before the widget renders (any CSS length). @default `data-min-height`, else per widget */
  minHeight?: string;
  /** How many tickets the `listings` widget shows. @default `data-limit`, else 6 */
  limit?: number;
  /** Load at once instead of when the placeholder nears the viewport. @default false */
  eager?: boolean;
  /** The actions offered, e.g. `['offer', 'buy', 'watch']`. @default `data-actions` (comma-separated), else offer, message and buy */
  actions?: readonly EmbedAction[];
  /**
   * The widget's language and formats (BCP 47, e.g. 'de' or 'de-AT'): dates, numbers and amounts per Intl, and German
   * texts for 'de' and its regions. @default `data-locale`, else English with the product's formats
   */
  locale?: string;
}

/** Options after defaults: what the widget chunk receives. */
export interface ResolvedOptions {
  widget: WidgetKind;
  productId?: string;
  seller?: string;
  event?: string;
  partner?: string | undefined;
  apiBase: string;
  siteUrl: string;
  theme: EmbedTheme;
  limit: number;
  /** Theme custom properties: the widget sets them on the placeholder. */
  vars?: MountOptions['vars'];
  /** As the partner gave them, `mount`'s array or else `data-actions` (read with `allowedActions`). */
  actions?: readonly string[] | string | undefined;
  /** As the partner gave it, `mount`'s or else `data-locale` (read by the widget chunk). */
  locale?: string | undefined;
  /** Tests pass a fetch; partner pages never do. */
  fetch?: typeof fetch;
}

/**
 * Space reserved per widget when the partner sets none: about the rendered height at 1000-1100 px widths (a tickets
 * widget of six with every card's cart buttons measured 622 px at 1100 px; narrower pages stack the cards: set
 * data-min-height).
 */
export const defaultMinHeight: Record<WidgetKind, string> = { ticket: '360px', listings: '640px' };
export const defaultLimit = 6;

export interface LoaderDefaults {
  apiBase: string;
  siteUrl: string;
}

const asString = (value: string | number | undefined) =>
  value === undefined || value === '' ? undefined : String(value);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Merges mount options over the placeholder's data attributes over the loader's defaults. Returns null when the
 * widget kind is unknown or its required id is missing.
 */
export function resolveOptions(
  element: HTMLElement,
  options: MountOptions,
  defaults: LoaderDefaults,
): ResolvedOptions | null {
  const data = element.dataset;
  const widget = options.widget ?? data['momentoWidget'];
  if (widget !== 'ticket' && widget !== 'listings') return null;
  const productId = asString(options.productId ?? data['productId']);
  const seller = asString(options.seller ?? data['seller']);
  const event = asString(options.event ?? data['event']);
  if (widget === 'ticket' && !productId) return null;
  if (widget === 'listings' && !seller && !event) return null;
  const partner = asString(options.partner ?? data['partner']);
  const theme = options.theme ?? (data['theme'] === 'dark' ? 'dark' : 'light');
  const limit = Number(options.limit ?? data['limit'] ?? defaultLimit);
  return {
    // The rest (`actions`, `vars`...) as given: `data-actions` is read by the widget chunk (widget.tsx), so is every
    // option it alone needs; every byte here is on every partner page. The ids are replaced by their strings below.
    ...(options as Omit<MountOptions, 'productId' | 'seller' | 'event'>),
    widget,
    ...(productId ? { productId } : {}),
    ...(seller ? { seller } : {}),
    ...(event ? { event } : {}),
    partner,
    apiBase: trimSlash(options.apiBase ?? data['apiBase'] ?? defaults.apiBase),
    siteUrl: trimSlash(options.siteUrl ?? data['siteUrl'] ?? defaults.siteUrl),
    theme,
    limit: Number.isInteger(limit) && limit > 0 ? limit : defaultLimit,
  };
}

/** `<site>/tickets/{product_id}?partner=<partner>`: where 'Buy' goes (a new tab on the Momento site). */
export function ticketUrl(
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>,
  productId: string | number,
): string {
  const url = new URL(`${options.siteUrl}/tickets/${encodeURIComponent(String(productId))}`);
  if (options.partner) url.searchParams.set('partner', options.partner);
  return url.href;
}

/** `<site>/tickets?seller=..|event=..&partner=..`: every ticket of the seller or event on the Momento site. */
export function sellerTicketsUrl(
  options: Pick<ResolvedOptions, 'siteUrl' | 'partner' | 'seller' | 'event'>,
): string {
  const url = new URL(`${options.siteUrl}/tickets`);
  if (options.seller) url.searchParams.set('seller', options.seller);
  if (options.event) url.searchParams.set('event', options.event);
  if (options.partner) url.searchParams.set('partner', options.partner);
  return url.href;
}

/** The actions a widget offers: the partner's list (an array, or `data-actions`' comma-separated names), else the default three. */
export function allowedActions(actions: ResolvedOptions['actions']): EmbedAction[] {
  if (actions === undefined) return [...defaultActions];
  const names = typeof actions === 'string' ? actions.split(',').map((name) => name.trim()) : actions;
  return embedActions.filter((name) => names.includes(name));
}

/** `<site>/account/watchlist?partner=<partner>`: the visitor's watchlist on the Momento site. */
export function watchlistUrl(options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>): string {
  const url = new URL(`${options.siteUrl}/account/watchlist`);
  if (options.partner) url.searchParams.set('partner', options.partner);
  return url.href;
}

/** `<site>/mycart?partner=<partner>`: the cart on the Momento site, where checkout and payment happen. */
export function cartUrl(options: Pick<ResolvedOptions, 'siteUrl' | 'partner'>): string {
  const url = new URL(`${options.siteUrl}/mycart`);
  if (options.partner) url.searchParams.set('partner', options.partner);
  return url.href;
}

/**
 * The theme's short options, read by the widget chunk from the placeholder: `data-accent` (a CSS colour: buttons and
 * highlights, with hover and pressed shades mixed from it), `data-radius` (a CSS length: the corners, which keep the
 * theme's proportions: half of it on small parts, twice it on large ones) and `data-font` (a CSS font-family list: body
 * and headings). They become the public theme properties on the placeholder itself (through `element.style`, which a
 * partner page's Content-Security-Policy does not govern, as an HTML `style` attribute would be); a property the
 * partner set already wins. A value the browser does not accept for its property is ignored.
 */
export function themeOptionVars(
  data: DOMStringMap,
  theme: EmbedTheme,
): Partial<Record<PublicThemeVariable, string>> {
  // jsdom has no `CSS`; there a value is taken as given (a custom property holds any value).
  const ok = (property: string, value: string | undefined): value is string =>
    !!value && (typeof CSS === 'undefined' || CSS.supports(property, value));
  const { accent, radius, font } = data;
  // Hover and pressed move away from the background: darker on light, lighter on dark (as the themes' own shades do).
  const mix = (share: number) =>
    `color-mix(in srgb, ${accent} ${share}%, ${theme === 'dark' ? 'white' : 'black'})`;
  return {
    ...(ok('color', accent) && {
      '--momento-color-accent': accent,
      '--momento-color-accentHover': mix(85),
      '--momento-color-accentActive': mix(70),
    }),
    ...(ok('border-radius', radius) && {
      '--momento-radius-small': `calc(${radius} / 2)`,
      '--momento-radius-medium': radius,
      '--momento-radius-large': `calc(${radius} * 2)`,
    }),
    ...(ok('font-family', font) && {
      '--momento-font-family-body': font,
      '--momento-font-family-heading': font,
    }),
  };
}
