import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { errorTexts } from '#texts.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { Watchlist } from './Watchlist.tsx';

const meta = {
  title: 'Account/Follow/Watchlist',
  component: Watchlist,
} satisfies Meta<typeof Watchlist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo buyer's watchlist: a price dropped since watching, a sold ticket, an alert price, a seller. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dropped = within(
      await canvas.findByRole('article', { name: 'Game 7 ticket stub, section 112' }, { timeout: 10_000 }),
    );
    await expect(dropped.getByText(t.priceDropped)).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Game 7 scorecard, filled in' })).getByText(t.sold),
    ).toBeVisible();
    await expect(await canvas.findByText(t.watchlistEnd)).toBeVisible();
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'watchlist')],
  }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void (db.watches = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t.watchlistEmpty, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, overrides: () => [mockErrorHandler(STORY_API, 'watchlist')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(errorTexts.somethingWentWrong, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
