import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { browseTexts, emptyTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { TeamArtistList } from './TeamArtistList.tsx';

const meta = { title: 'Browse/TeamArtistList', component: TeamArtistList } satisfies Meta<
  typeof TeamArtistList
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Chicago Cubs' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/tickets?team=1');
    await expect(canvas.getByRole('link', { name: 'Queen' })).toHaveAttribute('href', '/tickets?artist=1');
    await userEvent.type(await canvas.findByRole('searchbox', { name: browseTexts.name }), 'CLEVE');
    await expect(canvas.queryByRole('link', { name: 'Chicago Cubs' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cleveland Indians' })).toBeVisible();
    await expect(canvas.getByText(emptyTexts.noArtists)).toBeVisible();
  },
};
export const Loading: Story = {
  ...scenario({ overrides: () => [pending('/teams.php'), pending('/artist.php')] }),
};
export const Empty: Story = {
  ...scenario({ arrange: ({ db }) => void ((db.teams = []), (db.artists = [])) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(emptyTexts.noTeams, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(emptyTexts.noArtists)).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/teams.php'), failing('/artist.php')] }),
};
