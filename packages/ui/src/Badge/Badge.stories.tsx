import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.small }}>
      <Badge tone="success">Delivered</Badge>
      <Badge tone="danger">Cancelled</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="info">Shipped</Badge>
      <Badge tone="neutral">Draft</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered')).toHaveAttribute('data-tone', 'success');
  },
};
