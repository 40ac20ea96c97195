import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildCollection, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL, usd, type MockApi } from '#mocks/index.ts';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import { renderWithApi } from '../../shared/testSetup.tsx';
import { CollectionList } from './CollectionList.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withFreeShowOnly = {
  arrange: ({ db }: MockApi) =>
    void db.collections.push(
      buildCollection({ id: 2, collection_name: 'Programs', cost: usd(0), isSale: '0' }),
    ),
};

/** A collection is bought with its tickets (the server refuses an empty one): one of its seller's tickets goes in it. */
const withTicketInCollection = {
  arrange: ({ db }: MockApi) => {
    const ticket = db.tickets.find((item) => item.seller.id === 2 && item.status === 'SELL');
    if (ticket) ticket.collection = { collection_id: 1, collection_name: 'Cubs 2016 run' };
  },
};

describe('CollectionList', () => {
  it('shows each name linking to /collections/{id}, the cost only when above zero, and the end text', async () => {
    const { container } = renderWithApi(server, <CollectionList />, withFreeShowOnly);
    expect(await screen.findByRole('link', { name: 'Cubs 2016 run' })).toHaveAttribute(
      'href',
      '/collections/1',
    );
    const paid = screen.getByRole('link', { name: 'Cubs 2016 run' }).closest('article') as HTMLElement;
    expect(within(paid).getByText('$1,200.00')).toBeInTheDocument();
    const free = screen.getByRole('link', { name: 'Programs' }).closest('article') as HTMLElement;
    expect(within(free).queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.getByText(emptyTexts.noMoreCollections)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a login when a logged-out visitor presses the cart button', async () => {
    const onRequireLogin = vi.fn();
    renderWithApi(server, <CollectionList onRequireLogin={onRequireLogin} />);
    await userEvent.click(
      await screen.findByRole('button', { name: browseTexts.buyCollection('Cubs 2016 run') }),
    );
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
  });

  it('adds a collection for sale to the cart and goes to /mycart', async () => {
    const { navigate, api } = renderWithApi(server, <CollectionList />, {
      ...withTicketInCollection,
      signedInAs: MOCK_BUYER_EMAIL,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: browseTexts.buyCollection('Cubs 2016 run') }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mycart'));
    const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
    expect(api.db.carts.get(buyer)?.map((item) => item.collection_id)).toEqual([1]);
  });

  it('cannot buy a collection that is not for sale, nor your own', async () => {
    renderWithApi(server, <CollectionList />, { ...withFreeShowOnly, signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByRole('button', { name: browseTexts.buyCollection('Programs') })).toBeDisabled();
    expect(screen.getByRole('button', { name: browseTexts.buyCollection('Cubs 2016 run') })).toBeEnabled();
  });

  it("disables the owner's own collection", async () => {
    renderWithApi(server, <CollectionList />, { signedInAs: MOCK_SELLER_EMAIL });
    expect(
      await screen.findByRole('button', { name: browseTexts.buyCollection('Cubs 2016 run') }),
    ).toBeDisabled();
  });

  it("says 'No collections Found' when there are none", async () => {
    renderWithApi(server, <CollectionList />, { seed: { empty: true } });
    expect(await screen.findByText(emptyTexts.noCollections)).toBeInTheDocument();
  });
});
