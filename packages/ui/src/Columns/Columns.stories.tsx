import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Columns } from './Columns.tsx';

const cells = Array.from({ length: 6 }, (_, index) => (
  <Box key={index} padding="large" background="surfaceSunken" borderRadius="small">
    {`Cell ${index + 1}`}
  </Box>
));

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { children: cells },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneTwoThree: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 3 } } };
export const Four: Story = { args: { columns: 4, space: 'small' } };
