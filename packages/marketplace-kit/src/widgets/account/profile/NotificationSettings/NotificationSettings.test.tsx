import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, type MockApi } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { profileTexts as t } from '../profileTexts.ts';
import { NotificationSettings } from './NotificationSettings.tsx';
import { NotificationSettingsStandIn } from './NotificationSettingsStandIn.tsx';
import { NotificationSettingsView } from './NotificationSettingsView.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyerId = (api: MockApi) =>
  api.db.accounts.find((entry) => entry.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;

describe('NotificationSettings', () => {
  it('shows a box per kind, checked by default, without axe violations, and saves a change with the keyboard', async () => {
    let api: MockApi | undefined;
    const { container } = renderShell(server, <NotificationSettings />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (mock) => (api = mock),
    });
    const messages = await screen.findByRole('checkbox', { name: new RegExp(t.notifyMessages) });
    expect(messages).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(t.notifyOrders) })).toHaveAccessibleDescription(
      t.notifyOrdersHint,
    );
    expect(await axeViolations(container)).toEqual([]);
    messages.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText(t.preferencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(messages).not.toBeChecked());
    expect(api?.db.notificationPreferences.get(buyerId(api))).toEqual({
      orders: true,
      offers: true,
      messages: false,
      saved_searches: true,
      price_drops: true,
    });
  });

  it('lets a buyer stop the e-mails of saved-search matches and price drops, each on its own', async () => {
    let api: MockApi | undefined;
    renderShell(server, <NotificationSettings />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (mock) => (api = mock),
    });
    const matches = await screen.findByRole('checkbox', { name: new RegExp(t.notifySavedSearches) });
    const drops = screen.getByRole('checkbox', { name: new RegExp(t.notifyPriceDrops) });
    expect(matches).toHaveAccessibleDescription(t.notifySavedSearchesHint);
    expect(drops).toHaveAccessibleDescription(t.notifyPriceDropsHint);
    expect(drops).toBeChecked();
    await userEvent.click(drops);
    await waitFor(() => expect(drops).not.toBeChecked());
    expect(matches).toBeChecked();
    await waitFor(() =>
      expect(api?.db.notificationPreferences.get(buyerId(api))).toMatchObject({
        saved_searches: true,
        price_drops: false,
      }),
    );
  });

  it('shows the choices the user saved before', async () => {
    renderShell(server, <NotificationSettings />, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
      arrange: (api) =>
        api.db.notificationPreferences.set(buyerId(api), {
          orders: false,
          offers: true,
          messages: false,
          saved_searches: false,
          price_drops: true,
        }),
    });
    expect(await screen.findByRole('checkbox', { name: new RegExp(t.notifyOffers) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(t.notifyOrders) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(t.notifySavedSearches) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(t.notifyPriceDrops) })).toBeChecked();
  });

  it("has a stand-in (the profile page's, while the section's code loads) marked up as the loading state, so that nothing moves", () => {
    // The ids come from useId: only where they point matters, and both point at their own heading.
    const markup = (ui: ReactElement) =>
      render(ui).container.innerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1=""');
    expect(markup(<NotificationSettingsStandIn />)).toBe(
      markup(<NotificationSettingsView preferences={undefined} isLoading onChange={() => undefined} />),
    );
  });
});
