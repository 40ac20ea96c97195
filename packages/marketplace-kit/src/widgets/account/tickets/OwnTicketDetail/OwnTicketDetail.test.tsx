import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { browseTexts, emptyTexts } from '#widgets/browse/browseTexts.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { OwnTicketDetail } from './OwnTicketDetail.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('OwnTicketDetail', () => {
  it("shows the owner's ticket read-only: no Add to Cart, no seller actions", async () => {
    const { container } = renderWithApi(server, <OwnTicketDetail productId="103" />, {
      signedInAs: MOCK_SELLER_EMAIL,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game 7 program, signed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(browseTexts.notForSale)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'No Tickets found' for a ticket of someone else", async () => {
    renderWithApi(server, <OwnTicketDetail productId={101} />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByText(emptyTexts.noTicketsHome)).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in', async () => {
    const onRequireLogin = vi.fn();
    renderWithApi(server, <OwnTicketDetail productId={101} onRequireLogin={onRequireLogin} />);
    await waitFor(() => expect(onRequireLogin).toHaveBeenCalledTimes(1));
  });
});
