// The status labels in the provider's language (the dictionary's `statuses`): a seller's ticket badges in German,
// English without the dictionary; an unknown status shows as itself.
import { renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OFFER_STATUS_LABELS } from '@momento/contract/routes';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { LocaleProvider } from '#locale/LocaleContext.tsx';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { seedMyTickets, STATUS_TICKETS } from '#widgets/account/tickets/ticketScenarios.ts';
import { MyTickets } from '#widgets/account/tickets/MyTickets/MyTickets.tsx';
import { de } from '../locale/de.ts';
import { REPORT_STATUS_LABELS } from './status.ts';
import { useStatusLabel } from './useStatusLabel.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = async (name: string) =>
  (await screen.findByRole('article', { name: new RegExp(`^${name}\\b`) }, { timeout: 5000 })) as HTMLElement;

describe('status labels', () => {
  it('shows a seller’s ticket badges in German', async () => {
    renderWithApi(server, <MyTickets />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => seedMyTickets(db),
      locale: 'de',
      messages: de,
    });
    for (const { name, status } of STATUS_TICKETS) {
      expect(within(await card(name)).getByText(de.statuses.ticket[status])).toBeInTheDocument();
    }
    const sell = STATUS_TICKETS.find((ticket) => ticket.status === 'SELL');
    expect(within(await card(sell!.name)).getByText('IM VERKAUF')).toBeInTheDocument();
  });

  it('reads the provider’s labels, English outside one, and shows an unknown status as itself', () => {
    const german = ({ children }: { children: ReactNode }) => (
      <LocaleProvider value={{ locale: 'de', messages: de }}>{children}</LocaleProvider>
    );
    const useOfferLabel = () => useStatusLabel('offer', OFFER_STATUS_LABELS);
    expect(renderHook(useOfferLabel, { wrapper: german }).result.current('ACCEPTED_SELLER')).toBe(
      'VOM VERKÄUFER ANGENOMMEN',
    );
    expect(
      renderHook(() => useStatusLabel('report', REPORT_STATUS_LABELS), { wrapper: german }).result.current(
        'CLOSED',
      ),
    ).toBe('GESCHLOSSEN');
    const english = renderHook(useOfferLabel).result.current;
    expect(english('ACCEPTED_SELLER')).toBe('SELLER ACCEPTED');
    expect(english('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(english(null)).toBe('');
  });
});
