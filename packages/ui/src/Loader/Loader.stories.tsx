import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader, loaderVariants } from './Loader.tsx';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: { label: 'Loading', variant: 'fullPage' },
  argTypes: { variant: { control: 'inline-radio', options: loaderVariants } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
export const Inline: Story = { args: { variant: 'inline', children: 'Loading your orders…' } };
