/**
 * The stylesheet of the entry chunk (ui, the kit and the embed, as far as the ticket widget uses them), as text. The
 * build (vite.config.ts, `inlineCss`, build/chunkCss.ts) replaces this marker with the CSS vanilla-extract extracted,
 * so the widget chunk carries its own styles into each shadow root. Under Vitest the marker stays (the styles are
 * injected into the document instead).
 */
export const embedCss: string = '/*__MOMENTO_EMBED_CSS__*/';

const sheets = new Map<string, CSSStyleSheet | null>();

/**
 * The nonce for the <style> fallback (browsers without constructable sheets, such as Safari before 16.4) on a page
 * whose Content-Security-Policy allows styles by nonce: the loader script's `data-nonce`, else its own `nonce`.
 */
function styleNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="momento-embed"]');
  return script?.dataset['nonce'] || script?.nonce || '';
}

/**
 * Adds a stylesheet to a shadow root: one shared constructable sheet per text where supported (Content-Security-Policy
 * does not restrict them), else a <style> named `name`, with the page's nonce (styleNonce). The entry chunk adopts
 * `embedCss`; a chunk loaded later (the tickets widget) adopts its own.
 */
export function adoptStyles(shadow: ShadowRoot, css: string = embedCss, name = 'momento') {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  if (sheet && 'adoptedStyleSheets' in shadow) {
    if (!shadow.adoptedStyleSheets.includes(sheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  if (!shadow.querySelector(`style[data-momento="${name}"]`)) {
    const style = document.createElement('style');
    style.dataset['momento'] = name;
    style.nonce = styleNonce();
    style.textContent = css;
    shadow.append(style);
  }
}

/** The widgets' shadow roots now mounted, and the sheets of chunks loaded later that every one of them gets. */
const roots = new Set<ShadowRoot>();
const lateSheets = new Map<string, string>();

/** Keeps a widget's shadow root up to date with the sheets of chunks loaded later (the actions). */
export function trackShadowRoot(shadow: ShadowRoot): () => void {
  roots.add(shadow);
  for (const [name, css] of lateSheets) adoptStyles(shadow, css, name);
  return () => roots.delete(shadow);
}

/** A chunk loaded on first use adds its stylesheet to every widget on the page (and to those mounted later). */
export function adoptEverywhere(css: string, name: string) {
  lateSheets.set(name, css);
  for (const shadow of roots) adoptStyles(shadow, css, name);
}
