/** Opens the Momento site in a new tab without giving it a handle on the partner's page. */
export function openSiteTab(href: string) {
  const tab = window.open(href, '_blank');
  if (tab) tab.opener = null;
}

export interface PendingSiteTab {
  /** Sends the tab to the site (or opens one, if the browser refused it earlier). */
  go(href: string): void;
  /** Closes it: the request it waited for failed. */
  cancel(): void;
}

/**
 * A tab opened during the press, before the request it waits for: browsers open tabs only from a user's gesture,
 * which is over once the request answers.
 */
export function pendingSiteTab(): PendingSiteTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(href) {
      if (tab && !tab.closed) tab.location.href = href;
      else openSiteTab(href);
    },
    cancel: () => tab?.close(),
  };
}
