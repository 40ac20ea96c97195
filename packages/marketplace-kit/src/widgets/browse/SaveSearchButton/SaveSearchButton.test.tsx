import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_REFUSALS,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_NAME_MAX,
} from '@momento/contract/routes';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { shellTexts } from '#widgets/shell/AppShell/texts.ts';
import { FOLLOW_TEXTS, followTexts as t } from '../followTexts.ts';
import { SaveSearchButton } from './SaveSearchButton.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUERY = { q: 'Queen', venue: '2', page: '2' };

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
  return within(await screen.findByRole('dialog', { name: t.saveTitle }, { timeout: 5000 }));
}

describe('SaveSearchButton', () => {
  it('saves the filters under the suggested name with the chosen alert, without axe violations', async () => {
    const onSaved = vi.fn();
    const { api } = renderShell(server, <SaveSearchButton filters={QUERY} onSaved={onSaved} />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    const dialog = await openDialog();
    const name = dialog.getByRole('textbox', { name: new RegExp(t.name) });
    expect(name).toHaveValue('Queen');
    expect(await dialog.findByText('Keyword "Queen" · Venue: Wembley Stadium, London')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.INSTANT })).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(dialog.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.DAILY }));
    await userEvent.clear(name);
    await userEvent.type(name, 'Queen live');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.db.savedSearches[0]).toMatchObject({
      name: 'Queen live',
      filters: { q: 'Queen', venue: '2' },
      alert: 'DAILY',
    });
    expect(api.db.savedSearches[0]?.filters).not.toHaveProperty('page');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Queen live' }));
  });

  it('checks the name first, and shows a taken name on the field, keeping what was typed', async () => {
    const { api } = renderShell(server, <SaveSearchButton filters={QUERY} />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    const dialog = await openDialog();
    const name = dialog.getByRole('textbox', { name: new RegExp(t.name) });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(FOLLOW_REFUSALS.searchName));
    expect(name).toHaveFocus();
    await userEvent.type(name, 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(FOLLOW_REFUSALS.searchNameLong));
    await userEvent.clear(name);
    await userEvent.type(name, 'queen at wembley');
    await userEvent.click(dialog.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.OFF }));
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(FOLLOW_REFUSALS.searchNameTaken)),
    );
    expect(name).toHaveValue('queen at wembley');
    expect(dialog.getByRole('radio', { name: SAVED_SEARCH_ALERT_LABELS.OFF })).toBeChecked();
    expect(api.db.savedSearches).toHaveLength(2);
  });

  it('says to choose a filter when there is none, and when the saved searches are at their limit', async () => {
    const first = renderShell(server, <SaveSearchButton filters={{ page: '3' }} />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    let dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(t.name) }), 'Everything');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(FOLLOW_REFUSALS.searchEmpty);
    expect(dialog.getByRole('textbox', { name: new RegExp(t.name) })).toHaveValue('Everything');
    first.unmount();
    renderShell(server, <SaveSearchButton filters={QUERY} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: ({ db }) => {
        for (let index = db.savedSearches.length; index < MAX_SAVED_SEARCHES; index += 1) {
          db.savedSearches.push({ ...db.savedSearches[0]!, id: 5000 + index, name: `Search ${index}` });
        }
      },
    });
    dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(FOLLOW_REFUSALS.searchLimit);
  });

  it("asks a visitor to sign in (the kit's login dialog, or the app's sign-in)", async () => {
    const first = renderShell(server, <SaveSearchButton filters={QUERY} />);
    await userEvent.click(screen.getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
    expect(await screen.findByRole('dialog', { name: shellTexts.loginTitle })).toBeInTheDocument();
    first.unmount();
    const onRequireLogin = vi.fn();
    renderShell(server, <SaveSearchButton filters={QUERY} onRequireLogin={onRequireLogin} />, {
      withDialogs: false,
    });
    await userEvent.click(screen.getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
    expect(onRequireLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
