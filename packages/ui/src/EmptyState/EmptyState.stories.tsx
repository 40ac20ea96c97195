import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No tickets found', description: 'Try another search or come back later.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {};

export const WithAction: Story = {
  args: {
    action: <Button>Sell a ticket</Button>,
    icon: (
      <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="6" width="18" height="12" rx="2" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No tickets found' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Sell a ticket' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
