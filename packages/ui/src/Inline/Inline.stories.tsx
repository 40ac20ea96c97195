import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Inline } from './Inline.tsx';

const chips = ['Concerts', 'Sports', 'Theatre', 'Festivals', 'Comedy', 'Memorabilia'].map((label) => (
  <Box key={label} paddingX="medium" paddingY="xsmall" background="surfaceSunken" borderRadius="full">
    {label}
  </Box>
));

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { children: chips },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = {
  args: { justify: 'space-between', wrap: false, children: chips.slice(0, 2) },
};
export const Centred: Story = { args: { justify: 'center', space: 'large' } };
export const NoWrap: Story = { args: { wrap: false } };
