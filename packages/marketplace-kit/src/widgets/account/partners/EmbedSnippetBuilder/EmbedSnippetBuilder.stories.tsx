import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { errorTexts } from '#texts.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import type { SnippetHost } from '../embedSnippet.ts';
import { embedSnippetTexts as t } from '../embedSnippetTexts.ts';
import { EmbedSnippetBuilder } from './EmbedSnippetBuilder.tsx';

/** This Storybook's own origin: the preview frame never reaches another host. */
const host: SnippetHost = {
  loaderUrl: `${location.origin}/embed/momento-embed.js`,
  apiBase: `${location.origin}${STORY_API}`,
  siteUrl: location.origin,
};

const meta = {
  title: 'Account/Partners/EmbedSnippetBuilder',
  component: EmbedSnippetBuilder,
  args: { host },
} satisfies Meta<typeof EmbedSnippetBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo seller: their tickets widget to start with, then a dark theme; the snippet and the preview follow. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const snippet = (await canvas.findByRole(
      'textbox',
      { name: t.snippet },
      { timeout: 10_000 },
    )) as HTMLTextAreaElement;
    await expect(snippet.value).toContain('data-momento-widget="listings" data-seller="2"');
    await userEvent.click(canvas.getByRole('radio', { name: t.modeLabels.dark }));
    await expect(snippet.value).toContain('data-theme="dark"');
    await waitFor(() =>
      expect(canvas.getByTitle(t.previewFrame).getAttribute('srcdoc')).toContain('data-theme="dark"'),
    );
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_SELLER_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'products')],
  }),
};

/** A seller with nothing for sale. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, arrange: ({ db }) => void (db.tickets = []) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.noListings, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_SELLER_EMAIL, overrides: () => [mockErrorHandler(STORY_API, 'products')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A signed-in buyer who is not a seller: how to become one. */
export const NotASeller: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: t.becomeSeller })).toHaveAttribute(
      'href',
      '/account/seller',
    );
  },
};
