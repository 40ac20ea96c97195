import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyTexts } from '#texts.ts';
import { failingReply, pendingReply, shellScenario } from '../../shell/AppShell/shellStories.tsx';
import { shellTexts as t } from '../../shell/AppShell/texts.ts';
import { Home } from './Home.tsx';

const meta = { title: 'Site/Home', component: Home, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Home
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...shellScenario(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: t.featuredTickets }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...shellScenario({
    overrides: () => [pendingReply('get', '/products.php'), pendingReply('get', '/popular.php')],
  }),
};

export const Empty: Story = {
  ...shellScenario({
    seed: { empty: true },
    arrange: ({ db }) => {
      db.popularSearches = [];
      db.teams = [];
      db.artists = [];
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noTeamArtists)).toBeInTheDocument();
  },
};

/** Failed loads: spinners stop and the lists stay empty. */
export const Error: Story = {
  ...shellScenario({
    overrides: () => [failingReply('get', '/products.php'), failingReply('get', '/popular.php')],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noTicketsHome)).toBeInTheDocument();
  },
};
