import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Container } from './Container.tsx';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Box padding="large" background="surfaceSunken">
        Page content stays in a centred column.
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const Medium: Story = { args: { width: 'medium' } };
export const Small: Story = { args: { width: 'small' } };
export const AsMain: Story = { args: { as: 'main' } };
