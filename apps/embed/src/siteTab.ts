/**
 * Opens the Momento site in a new tab without giving it a handle on the partner's page, except a cart tab
 * (`keepOpener`), through which the site tells the widget when an order placed there is paid (actions/orders.ts).
 */
export function openSiteTab(href: string, keepOpener = false): Window | null {
  const tab = window.open(href, '_blank');
  if (tab && !keepOpener) tab.opener = null;
  return tab;
}

export interface PendingSiteTab {
  /** Sends the tab to the site (or opens one, if the browser refused it earlier); the tab, if there is one. */
  go(href: string): Window | null;
  /** Closes it: the request it waited for failed. */
  cancel(): void;
}

/**
 * A tab opened during the press, before the request it waits for: browsers open tabs only from a user's gesture,
 * which is over once the request answers. `keepOpener` for a cart tab (see openSiteTab).
 */
export function pendingSiteTab(keepOpener = false): PendingSiteTab {
  const tab = window.open('', '_blank');
  if (tab && !keepOpener) tab.opener = null;
  return {
    go(href) {
      if (!tab || tab.closed) return openSiteTab(href, keepOpener);
      tab.location.href = href;
      return tab;
    },
    cancel: () => tab?.close(),
  };
}
