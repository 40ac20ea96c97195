import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { errorTexts } from '#texts.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { SavedSearches } from './SavedSearches.tsx';

const meta = {
  title: 'Account/Follow/SavedSearches',
  component: SavedSearches,
} satisfies Meta<typeof SavedSearches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo buyer's two saved searches: one with new matches and instant alerts, one with a daily digest. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const game7 = within(
      await canvas.findByRole('article', { name: 'Game 7 stubs under $500' }, { timeout: 10_000 }),
    );
    await expect(game7.getByText(t.newMatches(2))).toBeVisible();
    await expect(await canvas.findByText(t.searchesEnd)).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'savedSearches')],
  }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void (db.savedSearches = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t.searchesEmpty, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockErrorHandler(STORY_API, 'savedSearches')],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
