/**
 * One description of an embed: the builder's form edits it, `snippetHtml` writes the snippet a partner copies, and the
 * preview renders a document made of that very snippet text, so the preview and the snippet cannot differ. The
 * attributes are the embed's own (apps/embed/src/options.ts, README "Embed on your site").
 */

/** The embed's widgets: one ticket, or a seller's tickets. */
export const snippetWidgets = ['ticket', 'listings'] as const;
export type SnippetWidget = (typeof snippetWidgets)[number];

/** The actions a visitor may take from the widget (`data-actions`). */
export const snippetActions = ['offer', 'message', 'buy', 'watch'] as const;
export type SnippetAction = (typeof snippetActions)[number];

/** Light or dark widget colours (`data-theme`). */
export const snippetModes = ['light', 'dark'] as const;
export type SnippetMode = (typeof snippetModes)[number];

export interface SnippetTheme {
  mode: SnippetMode;
  /** A CSS colour (`data-accent`); absent for the theme's own. */
  accent?: string;
  /** A CSS length (`data-radius`); absent for the theme's own. */
  radius?: string;
  /** A CSS font-family list (`data-font`); absent for the theme's own. */
  font?: string;
}

export interface EmbedSnippet {
  widget: SnippetWidget;
  /** The ticket of the `ticket` widget. */
  productId?: string;
  /** The seller whose tickets the `listings` widget shows. */
  seller?: string;
  /** How many tickets the `listings` widget shows (`data-limit`); absent for the embed's default. */
  limit?: number;
  /** In the embed's order; empty for a card whose Buy opens the Momento site. */
  actions: readonly SnippetAction[];
  theme: SnippetTheme;
  /** Attribution carried to the Momento site as `?partner=` (`data-partner`). */
  partner?: string;
}

/** Where the snippet's loader, API and site are: this Momento site's own. */
export interface SnippetHost {
  /** The loader's absolute URL (`<site>/embed/momento-embed.js`). */
  loaderUrl: string;
  /** The API's absolute URL, ending in /api/v1. */
  apiBase: string;
  /** The Momento site that Buy opens. */
  siteUrl: string;
}

/** The embed's default actions (offer, message, buy): what the builder starts with. */
export const defaultSnippetActions: readonly SnippetAction[] = ['offer', 'message', 'buy'];

/** What the description still lacks before it is a snippet: the widget's subject. */
export type SnippetGap = 'ticket' | 'seller' | null;

export function snippetGap(snippet: EmbedSnippet): SnippetGap {
  if (snippet.widget === 'ticket') return snippet.productId ? null : 'ticket';
  return snippet.seller ? null : 'seller';
}

/** An attribute's value as HTML text inside double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const attribute = (name: string, value: string | number | undefined) =>
  value === undefined || value === '' ? '' : ` ${name}="${escapeAttribute(String(value))}"`;

/**
 * The snippet: the placeholder and the loader's script tag, every value escaped. `data-actions` is always written (the
 * empty list included), so what the widget offers never depends on the embed's default.
 */
export function snippetHtml(snippet: EmbedSnippet, host: SnippetHost): string {
  const actions = snippetActions.filter((action) => snippet.actions.includes(action)).join(',');
  const placeholder =
    `<div data-momento-widget="${snippet.widget}"` +
    (snippet.widget === 'ticket'
      ? attribute('data-product-id', snippet.productId)
      : attribute('data-seller', snippet.seller)) +
    (snippet.widget === 'listings' ? attribute('data-limit', snippet.limit) : '') +
    attribute('data-partner', snippet.partner) +
    ` data-theme="${snippet.theme.mode}"` +
    attribute('data-accent', snippet.theme.accent) +
    attribute('data-radius', snippet.theme.radius) +
    attribute('data-font', snippet.theme.font) +
    ` data-actions="${actions}"></div>`;
  const script =
    `<script async src="${escapeAttribute(host.loaderUrl)}"` +
    attribute('data-api-base', host.apiBase) +
    attribute('data-site-url', host.siteUrl) +
    '></script>';
  return `${placeholder}\n${script}`;
}

/**
 * The preview's document: the snippet text itself in an empty page, `<base target="_blank">` so that links leave the
 * frame. Nothing else runs in it: what the preview shows is what the snippet does.
 */
export function previewDocument(html: string, mode: SnippetMode): string {
  const background = mode === 'dark' ? '#121212' : '#ffffff';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><title>Preview</title></head><body style="margin:16px;background:${background}">\n${html}\n</body></html>`;
}

/** The description and host a snippet says, read from its HTML (the inverse of `snippetHtml`); null when it is none. */
export function parseSnippet(html: string): { snippet: EmbedSnippet; host: SnippetHost } | null {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const element = document.querySelector<HTMLElement>('[data-momento-widget]');
  const script = document.querySelector<HTMLScriptElement>('script[src]');
  const widget = element?.dataset['momentoWidget'];
  if (!element || !script || (widget !== 'ticket' && widget !== 'listings')) return null;
  const data = element.dataset;
  const mode = data['theme'] === 'dark' ? 'dark' : 'light';
  const names = (data['actions'] ?? '').split(',');
  const limit = data['limit'] === undefined ? undefined : Number(data['limit']);
  const snippet: EmbedSnippet = {
    widget,
    ...(data['productId'] !== undefined ? { productId: data['productId'] } : {}),
    ...(data['seller'] !== undefined ? { seller: data['seller'] } : {}),
    ...(limit !== undefined ? { limit } : {}),
    actions: snippetActions.filter((action) => names.includes(action)),
    theme: {
      mode,
      ...(data['accent'] !== undefined ? { accent: data['accent'] } : {}),
      ...(data['radius'] !== undefined ? { radius: data['radius'] } : {}),
      ...(data['font'] !== undefined ? { font: data['font'] } : {}),
    },
    ...(data['partner'] !== undefined ? { partner: data['partner'] } : {}),
  };
  return {
    snippet,
    host: {
      loaderUrl: script.getAttribute('src') ?? '',
      apiBase: script.dataset['apiBase'] ?? '',
      siteUrl: script.dataset['siteUrl'] ?? '',
    },
  };
}
