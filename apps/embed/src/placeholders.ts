/** The widgets a partner page can ask for (`data-momento-widget`). */
export const widgetKinds = ['ticket', 'listings'] as const;
export type WidgetKind = (typeof widgetKinds)[number];

export interface PlaceholderRequest {
  element: HTMLElement;
  kind: WidgetKind;
  productId?: string;
  seller?: string;
  event?: string;
  partner?: string;
}

function isWidgetKind(value: string | undefined): value is WidgetKind {
  return widgetKinds.includes(value as WidgetKind);
}

/**
 * Reads the placeholders under `root`: `<div data-momento-widget="ticket" data-product-id="123">` and
 * `<div data-momento-widget="listings" data-seller="7">` (or `data-event`). Unknown kinds and
 * placeholders missing their required attribute are skipped, as are ones already mounted.
 */
export function findPlaceholders(root: ParentNode): PlaceholderRequest[] {
  const found: PlaceholderRequest[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-momento-widget]')) {
    const { momentoWidget: kind, productId, seller, event, partner, momentoMounted } = element.dataset;
    if (momentoMounted !== undefined || !isWidgetKind(kind)) continue;
    if (kind === 'ticket' && !productId) continue;
    if (kind === 'listings' && !seller && !event) continue;
    found.push({
      element,
      kind,
      ...(productId ? { productId } : {}),
      ...(seller ? { seller } : {}),
      ...(event ? { event } : {}),
      ...(partner ? { partner } : {}),
    });
  }
  return found;
}
