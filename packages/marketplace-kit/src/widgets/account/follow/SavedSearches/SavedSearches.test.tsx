import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_REFUSALS, SAVED_SEARCH_ALERT_LABELS } from '@momento/contract/routes';
import { errorTexts } from '#texts.ts';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { SavedSearches } from './SavedSearches.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 5000 }));

describe('SavedSearches', () => {
  it('lists each saved search with its filters in words, its new matches and its alert, without axe violations', async () => {
    const { container } = renderWithApi(server, <SavedSearches />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(await screen.findByRole('heading', { level: 1, name: t.searchesHeading })).toBeInTheDocument();
    const game7 = await card('Game 7 stubs under $500');
    expect(game7.getByText('Keyword "Game 7" · Price up to $500.00')).toBeInTheDocument();
    expect(game7.getByText(t.newMatches(2))).toBeInTheDocument();
    expect(game7.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.INSTANT })).toBeChecked();
    const queen = await card('Queen at Wembley');
    expect(await queen.findByText('Venue: Wembley Stadium, London · Artist: Queen')).toBeInTheDocument();
    expect(queen.getByText(t.newMatches(0))).toBeInTheDocument();
    expect(queen.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.DAILY })).toBeChecked();
    expect(await screen.findByText(t.searchesEnd)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('runs a search: the tickets page with its filters, and its new matches are seen', async () => {
    const { api, navigate } = renderWithApi(server, <SavedSearches />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(
      (await card('Game 7 stubs under $500')).getByRole('button', {
        name: t.runSearch('Game 7 stubs under $500'),
      }),
    );
    expect(navigate).toHaveBeenCalledWith('/tickets?q=Game+7&price=500');
    await waitFor(() =>
      expect(api.db.savedSearches.find((search) => search.id === 901)?.new_matches).toBe(0),
    );
  });

  it('changes the alert with the arrow keys, at once, and goes back when the server refuses', async () => {
    const { api } = renderWithApi(server, <SavedSearches />, { signedInAs: MOCK_BUYER_EMAIL });
    const game7 = await card('Game 7 stubs under $500');
    game7.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.INSTANT }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(game7.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.DAILY })).toBeChecked();
    expect(await screen.findByText(t.alertChanged(SAVED_SEARCH_ALERT_LABELS.DAILY))).toBeInTheDocument();
    expect(api.db.savedSearches.find((search) => search.id === 901)?.alert).toBe('DAILY');
    server.use(
      http.put(`${TEST_API}/user/saved_searches.php`, () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: FOLLOW_REFUSALS.searchMissing } },
          { status: 404 },
        ),
      ),
    );
    await userEvent.click(game7.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.OFF }));
    expect(await screen.findByText(FOLLOW_REFUSALS.searchMissing)).toBeInTheDocument();
    await waitFor(() =>
      expect(game7.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.DAILY })).toBeChecked(),
    );
  });

  it('renames a search, refusing a taken name on the field and keeping what was typed', async () => {
    const { api } = renderWithApi(server, <SavedSearches />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(
      (await card('Game 7 stubs under $500')).getByRole('button', {
        name: t.renameSearch('Game 7 stubs under $500'),
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: t.renameTitle }));
    const name = dialog.getByRole('textbox', { name: new RegExp(t.name) });
    expect(name).toHaveValue('Game 7 stubs under $500');
    expect(dialog.queryByRole('radiogroup')).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Queen at Wembley');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(FOLLOW_REFUSALS.searchNameTaken)),
    );
    expect(name).toHaveValue('Queen at Wembley');
    await userEvent.clear(name);
    await userEvent.type(name, 'Game 7 bargains');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.renamed)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Game 7 bargains' })).toBeInTheDocument();
    expect(api.db.savedSearches.find((search) => search.id === 901)?.name).toBe('Game 7 bargains');
  });

  it('deletes a search after a confirmation', async () => {
    const { api } = renderWithApi(server, <SavedSearches />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(
      (await card('Queen at Wembley')).getByRole('button', { name: t.deleteSearch('Queen at Wembley') }),
    );
    const confirm = within(await screen.findByRole('alertdialog', { name: t.deleteTitle }));
    expect(confirm.getByText(t.deleteConfirm('Queen at Wembley'))).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Queen at Wembley' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: t.searchesHeading })).toHaveFocus(),
    );
    expect(api.db.savedSearches.map((search) => search.id)).toEqual([901]);
  });

  it('says when there is no saved search, and when the list fails to load', async () => {
    const { unmount } = renderWithApi(server, <SavedSearches />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => void (db.savedSearches = []),
    });
    expect(await screen.findByText(t.searchesEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    renderWithApi(server, <SavedSearches />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'savedSearches')],
    });
    expect(await screen.findByText(errorTexts.somethingWentWrong, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
