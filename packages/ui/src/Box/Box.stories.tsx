import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceSunken',
    borderRadius: 'medium',
    children: 'A box with padding',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'A section landmark rendered by Box' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  },
};

export const Responsive: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'large', desktop: 'xxlarge' },
    children: 'Padding grows at 600 and 1000 px',
  },
};
