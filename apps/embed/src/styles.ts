/**
 * The stylesheet of ui, the kit and the embed, as text. The build (vite.config.ts, `inlineCss`) replaces this marker
 * with the CSS vanilla-extract extracted, so the widget chunk carries its own styles into each shadow root. Under
 * Vitest the marker stays (the styles are injected into the document instead).
 */
export const embedCss: string = '/*__MOMENTO_EMBED_CSS__*/';

let sheet: CSSStyleSheet | null | undefined;

/** Adds the stylesheet to a shadow root: one shared constructable sheet where supported, else a <style>. */
export function adoptStyles(shadow: ShadowRoot) {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(embedCss);
    } catch {
      sheet = null;
    }
  }
  if (sheet && 'adoptedStyleSheets' in shadow) {
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  if (!shadow.querySelector('style[data-momento]')) {
    const style = document.createElement('style');
    style.dataset['momento'] = '';
    style.textContent = embedCss;
    shadow.prepend(style);
  }
}
