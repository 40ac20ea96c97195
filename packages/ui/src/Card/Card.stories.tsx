import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Card } from './Card.tsx';
import { cardPaddings } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <Stack space="small">
        <h3>Order summary</h3>
        <p>2 tickets, Row F</p>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paddings: Story = {
  render: (args) => (
    <Stack>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>{`padding="${padding}"`}</Card>
      ))}
    </Stack>
  ),
};

export const AsArticle: Story = {
  args: { as: 'article', 'aria-labelledby': 'card-title', children: <h3 id="card-title">Signed jersey</h3> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Signed jersey' })).toBeInTheDocument();
  },
};
