import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { GenreList } from './GenreList.tsx';

const meta = { title: 'Browse/GenreList', component: GenreList } satisfies Meta<typeof GenreList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sports' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rock' })).toHaveAttribute('href', '/tickets?sub_genre=3');
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/genre.php')] }) };
export const Empty: Story = {
  ...scenario({ arrange: ({ db }) => void (db.genres = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noGenre, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = {
  ...scenario({ overrides: () => [failing('/genre.php')] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noGenre, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
