import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyTexts } from '../browseTexts.ts';
import { failing, pending, scenario } from '../../shared/storyScenario.tsx';
import { VenueList } from './VenueList.tsx';

const meta = { title: 'Browse/VenueList', component: VenueList } satisfies Meta<typeof VenueList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: 'Wembley Stadium, London' },
      { timeout: 10_000 },
    );
    await expect(link).toHaveAttribute('href', '/momentHistory?venue=2');
  },
};
export const Loading: Story = { ...scenario({ overrides: () => [pending('/venues.php')] }) };
export const Empty: Story = {
  ...scenario({ arrange: ({ db }) => void (db.venues = []) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyTexts.noVenue, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const Error: Story = { ...scenario({ overrides: () => [failing('/venues.php')] }) };
