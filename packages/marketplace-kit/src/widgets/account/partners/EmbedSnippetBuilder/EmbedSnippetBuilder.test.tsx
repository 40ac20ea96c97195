import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '#texts.ts';
import { MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { axeViolations } from '#testing/axe.ts';
import { PartnerEmbedBuilder } from '#widgets/admin/AdminPartners/PartnerEmbedBuilder.tsx';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { parseSnippet, type SnippetHost } from '../embedSnippet.ts';
import { embedSnippetTexts as t } from '../embedSnippetTexts.ts';
import { EmbedSnippetBuilder } from './EmbedSnippetBuilder.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const host: SnippetHost = {
  loaderUrl: 'https://momento.test/embed/momento-embed.js',
  apiBase: 'https://momento.test/api/v1',
  siteUrl: 'https://momento.test',
};
const snippetBox = () => screen.findByRole('textbox', { name: t.snippet }, { timeout: 5000 });

describe('EmbedSnippetBuilder', () => {
  it('starts with the seller’s listings widget and shows the preview made of the very snippet, without axe violations', async () => {
    const { container } = renderWithApi(server, <EmbedSnippetBuilder host={host} />, {
      signedInAs: MOCK_SELLER_EMAIL,
    });
    const snippet = await snippetBox();
    expect(parseSnippet((snippet as HTMLTextAreaElement).value)).toEqual({
      snippet: {
        widget: 'listings',
        seller: '2',
        actions: ['offer', 'message', 'buy'],
        theme: { mode: 'light' },
      },
      host,
    });
    const frame = await screen.findByTitle(t.previewFrame);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    expect(frame.getAttribute('srcdoc')).toContain((snippet as HTMLTextAreaElement).value);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('builds a ticket’s snippet from the form: the ticket found by name, the actions, dark colours, an accent, corners and font', async () => {
    const user = userEvent.setup();
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, { signedInAs: MOCK_SELLER_EMAIL });
    await snippetBox();
    await user.click(screen.getByRole('radio', { name: t.widgetTicket }));
    expect(screen.queryByRole('textbox', { name: t.snippet })).toBeNull();
    expect(screen.getAllByText(t.needsTicket).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: t.copy })).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: t.ticket }), 'stub');
    await user.click(
      await screen.findByRole('option', { name: /Game 7 ticket stub, section 112/ }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: t.actionLabels.offer }));
    await user.click(screen.getByRole('checkbox', { name: t.actionLabels.watch }));
    await user.click(screen.getByRole('radio', { name: t.modeLabels.dark }));
    expect(screen.getByLabelText(t.accent)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: t.ownAccent }));
    fireEvent.change(screen.getByLabelText(t.accent), { target: { value: '#e0218a' } });
    await user.click(
      within(screen.getByRole('radiogroup', { name: t.radius })).getByRole('radio', {
        name: 'Slightly rounded',
      }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: t.font })).getByRole('radio', { name: 'Serif' }),
    );

    const snippet = (await snippetBox()) as HTMLTextAreaElement;
    expect(parseSnippet(snippet.value)?.snippet).toEqual({
      widget: 'ticket',
      productId: '101',
      actions: ['message', 'buy', 'watch'],
      theme: { mode: 'dark', accent: '#e0218a', radius: '4px', font: 'Georgia, "Times New Roman", serif' },
    });
    expect(snippet.value).toContain('data-font="Georgia, &quot;Times New Roman&quot;, serif"');
    await waitFor(() =>
      expect(screen.getByTitle(t.previewFrame).getAttribute('srcdoc')).toContain(snippet.value),
    );
  }, 60_000);

  it('copies the snippet and says Copied in a live region', async () => {
    const user = userEvent.setup();
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, { signedInAs: MOCK_SELLER_EMAIL });
    const snippet = (await snippetBox()) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: t.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.copied));
    expect(await navigator.clipboard.readText()).toBe(snippet.value);
    // A changed snippet was not copied.
    await user.click(screen.getByRole('radio', { name: t.modeLabels.dark }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('selects the snippet to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, { signedInAs: MOCK_SELLER_EMAIL });
    const snippet = (await snippetBox()) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: t.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.copyByHand));
    expect(snippet).toHaveFocus();
    expect([snippet.selectionStart, snippet.selectionEnd]).toEqual([0, snippet.value.length]);
  });

  it('tells a seller with nothing for sale to list a ticket first', async () => {
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      arrange: ({ db }) => void (db.tickets = []),
    });
    expect(await screen.findByText(t.noListings)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.formLabel })).toBeNull();
  });

  it('shows the error when the listings cannot be read', async () => {
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, {
      signedInAs: MOCK_SELLER_EMAIL,
      overrides: [mockErrorHandler('http://mock.test/api/v1', 'products')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.somethingWentWrong);
  });

  it('tells a user who is not a seller how to become one', async () => {
    renderWithApi(server, <EmbedSnippetBuilder host={host} />, { signedInAs: MOCK_BUYER_EMAIL });
    expect(screen.getByRole('link', { name: t.becomeSeller })).toHaveAttribute('href', '/account/seller');
    expect(screen.queryByRole('form', { name: t.formLabel })).toBeNull();
  });
});

describe('PartnerEmbedBuilder', () => {
  it('writes the partner’s attribution and a seller’s listings chosen by name', async () => {
    const user = userEvent.setup();
    renderWithApi(server, <PartnerEmbedBuilder partnerId={61} host={host} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t.partnerTitle('Riverside Arena') },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: t.formLabel }));
    await user.click(form.getByRole('radio', { name: t.widgetTickets }));
    await user.click(
      within(form.getByRole('radiogroup', { name: t.limit })).getByRole('radio', { name: '3' }),
    );
    await user.type(form.getByRole('combobox', { name: t.seller }), 'grace');
    await user.click(await screen.findByRole('option', { name: /Grace Hopper/ }, { timeout: 5000 }));
    const snippet = (await snippetBox()) as HTMLTextAreaElement;
    expect(parseSnippet(snippet.value)?.snippet).toMatchObject({
      widget: 'listings',
      seller: '2',
      limit: 3,
      partner: '61',
    });
  });

  it('says so for a partner that is not in the list', async () => {
    renderWithApi(server, <PartnerEmbedBuilder partnerId={999} host={host} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(await screen.findByText(t.partnerMissing, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
