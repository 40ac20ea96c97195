import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: '20rem' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const TicketCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading ticket"
      role="group"
      style={{ display: 'flex', gap: vars.space.medium, width: '24rem' }}
    >
      <Skeleton shape="rect" width={96} height={96} />
      <div style={{ flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

export const Avatar: Story = { args: { shape: 'circle', width: 50, height: 50 } };
