/** The widgets a partner page can ask for (`data-momento-widget`). */
export const widgetKinds = ['ticket', 'listings'] as const;
export type WidgetKind = (typeof widgetKinds)[number];

/**
 * The placeholders under `root` not mounted yet: `<div data-momento-widget="ticket" data-product-id="123">`,
 * `<div data-momento-widget="listings" data-seller="7">` (or `data-event`). The loader mounts those whose options
 * resolve (resolveOptions: a known kind with its required attribute) and skips the others.
 */
export function placeholderElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-momento-widget]:not([data-momento-mounted])')];
}
