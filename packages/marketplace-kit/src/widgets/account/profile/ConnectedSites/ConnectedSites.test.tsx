import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBED_ALLOWANCE_DAYS } from '@momento/contract';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#format/date.ts';
import { axeViolations } from '#testing/axe.ts';
import { allowEmbedSite, MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { ConnectedSites } from './ConnectedSites.tsx';
import { ConnectedSitesStandIn } from './ConnectedSitesStandIn.tsx';
import { ConnectedSitesView } from './ConnectedSitesView.tsx';
import { connectedSitesTexts as t } from './texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VENUE = 'https://riverside-arena.example';
const SHOP = 'https://fan-shop.example';
const DAY = 86_400_000;
const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;

describe('ConnectedSites', () => {
  it('lists each partner site with when it was allowed and until when, without axe violations', async () => {
    const grantedAt = Date.now() - 10 * DAY;
    const { container } = renderShell(server, <ConnectedSites />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (api) => void allowEmbedSite(api.db, buyerId(api), VENUE, grantedAt),
    });
    const list = await screen.findByRole('list', { name: t.title });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(VENUE);
    expect(item).toHaveTextContent(
      `${t.allowedOn} ${formatDate(grantedAt)}, ${t.until} ${formatDate(grantedAt + EMBED_ALLOWANCE_DAYS * DAY)}`,
    );
    expect(within(item!).getByRole('button', { name: t.revokeSite(VENUE) })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('revokes a site with the keyboard after a confirmation, says so, and moves the focus to the heading', async () => {
    let api: MockApi | undefined;
    renderShell(server, <ConnectedSites />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: (mock) => {
        api = mock;
        allowEmbedSite(mock.db, buyerId(mock), SHOP, Date.now() - 40 * DAY);
        allowEmbedSite(mock.db, buyerId(mock), VENUE, Date.now() - DAY);
      },
    });
    const revoke = await screen.findByRole('button', { name: t.revokeSite(SHOP) });
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle(SHOP) });
    expect(dialog).toHaveTextContent(t.confirmMessage);
    // Cancel first: nothing is revoked.
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(api!.db.embedAllowances.has(`${buyerId(api!)} ${SHOP}`)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: t.revokeSite(SHOP) }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.revoke }),
    );
    expect(await screen.findByText(t.revoked(SHOP))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SHOP)).not.toBeInTheDocument());
    expect(screen.getByText(VENUE)).toBeInTheDocument();
    expect(api!.db.embedAllowances.has(`${buyerId(api!)} ${SHOP}`)).toBe(false);
    await waitFor(() => expect(screen.getByRole('heading', { name: t.title })).toHaveFocus());
  });

  it('says that no site can use the account, and leaves out lapsed allowances', async () => {
    renderShell(server, <ConnectedSites />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (api) =>
        void allowEmbedSite(api.db, buyerId(api), VENUE, Date.now() - (EMBED_ALLOWANCE_DAYS + 1) * DAY),
    });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByText(VENUE)).not.toBeInTheDocument();
  });

  it("has a stand-in (the profile page's, while the section's code loads) marked up as the loading state, so that nothing moves", () => {
    // The ids come from useId: only where they point matters, and both point at their own heading.
    const markup = (ui: ReactElement) =>
      render(ui).container.innerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1=""');
    expect(markup(<ConnectedSitesStandIn />)).toBe(
      markup(<ConnectedSitesView sites={undefined} isLoading onRevoke={() => undefined} />),
    );
  });
});
