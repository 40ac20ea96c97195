import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { COLLECTION_NAME_MAX } from '#validation/limits.ts';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { seedMyCollections } from '../ticketScenarios.ts';
import { emptyTexts, ticketTexts as t, notices, validationTexts as m } from '../ticketTexts.ts';
import { MyCollections } from './MyCollections.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = async (name: string) =>
  (await screen.findByRole('article', { name }, { timeout: 5000 })) as HTMLElement;
const renderSeller = () =>
  renderWithApi(server, <MyCollections />, {
    signedInAs: MOCK_SELLER_EMAIL,
    arrange: ({ db }) => seedMyCollections(db),
  });

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: t.addCollection }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: t.addCollectionTitle });
}

describe('MyCollections', () => {
  it('lists the collections with Edit/Delete, the CART badge instead of them for one in a cart, and the end text', async () => {
    const { container } = renderSeller();
    const active = within(await card('Cubs 2016 run'));
    expect(active.getByRole('link', { name: 'Cubs 2016 run' })).toHaveAttribute(
      'href',
      '/account/mycollection/41',
    );
    expect(active.getByRole('button', { name: `${t.edit} Cubs 2016 run` })).toBeInTheDocument();
    const inCart = within(await card('Signed programs'));
    expect(inCart.getByText(t.cartBadge)).toBeInTheDocument();
    expect(inCart.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(await screen.findByText(emptyTexts.noMoreCollections)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'No collections Found' and no Add Collection to a buyer", async () => {
    renderWithApi(server, <MyCollections />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByText(emptyTexts.noCollections, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.addCollection })).toBeNull();
  });

  it.each([
    [m.collectionNameRequired, '', '', '', 'name'],
    [m.collectionNameMax, 'c'.repeat(COLLECTION_NAME_MAX + 1), '', '', 'name'],
    [m.viewTypeRequired, 'Scorecards', '', '', 'sale'],
    [m.ticketPriceRequired, 'Scorecards', t.sale, '', 'price'],
  ])('%j shows on its focused field and nothing is sent', async (message, name, sale, price, field) => {
    const { api } = renderSeller();
    const dialog = within(await openAdd());
    if (name) {
      await userEvent.click(dialog.getByRole('textbox', { name: new RegExp(`^${t.collectionName}`) }));
      await userEvent.paste(name);
    }
    if (sale) await userEvent.click(dialog.getByRole('radio', { name: sale }));
    if (price) await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t.price}`) }), price);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    const target =
      field === 'name'
        ? dialog.getByRole('textbox', { name: new RegExp(`^${t.collectionName}`) })
        : field === 'price'
          ? dialog.getByRole('textbox', { name: new RegExp(`^${t.price}`) })
          : dialog.getByRole('radio', { name: t.sale });
    if (field === 'sale') expect(dialog.getByRole('radiogroup')).toHaveAccessibleDescription(message);
    else expect(target).toHaveAccessibleDescription(message);
    expect(target).toHaveFocus();
    expect(api.db.collections).toHaveLength(2);
  });

  it("adds a collection for sale: 'Collection created', and it appears", async () => {
    renderSeller();
    const dialog = within(await openAdd());
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${t.collectionName}`) }),
      'Scorecards',
    );
    await userEvent.click(dialog.getByRole('radio', { name: t.sale }));
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t.price}`) }), '300');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.collectionCreated)).toBeInTheDocument();
    expect(await card('Scorecards')).toBeInTheDocument();
  });

  it("edits a collection to show only: 'Collection updated'", async () => {
    const { api } = renderSeller();
    await userEvent.click(
      within(await card('Cubs 2016 run')).getByRole('button', { name: `${t.edit} Cubs 2016 run` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: t.editCollectionTitle }));
    expect(dialog.getByRole('textbox', { name: new RegExp(`^${t.collectionName}`) })).toHaveValue(
      'Cubs 2016 run',
    );
    await userEvent.click(dialog.getByRole('radio', { name: t.showOnlyOption }));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(notices.collectionUpdated)).toBeInTheDocument();
    expect(api.db.collections.find((item) => item.id === 41)?.isSale).toBe('0');
  });

  it("deletes a collection after the confirmation: 'Collection deleted'", async () => {
    renderSeller();
    await userEvent.click(
      within(await card('Cubs 2016 run')).getByRole('button', { name: `${t.delete} Cubs 2016 run` }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteCollectionTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(notices.collectionDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cubs 2016 run' })).toBeNull());
  });
});
