import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';

const Item = ({ label }: { label: string }) => (
  <Box padding="small" background="surfaceSunken" borderRadius="small">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Item key="1" label="First" />,
      <Item key="2" label="Second" />,
      <Item key="3" label="Third" />,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { space: 'xsmall' } };
export const Large: Story = { args: { space: 'xxlarge' } };
export const Centred: Story = { args: { align: 'center' } };
export const AsList: Story = {
  args: {
    as: 'ul',
    children: ['Row', 'Row', 'Row'].map((label, index) => <li key={index}>{`${label} ${index + 1}`}</li>),
  },
};
