import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Avatar, avatarSizes, defaultAvatarSrc } from './Avatar.tsx';

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { alt: 'Ada Lovelace', size: 50, src: null },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultImage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      defaultAvatarSrc,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.large, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} alt={`Ada Lovelace (${size})`} />
      ))}
    </div>
  ),
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/does-not-exist.jpg' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(image).toHaveAttribute('data-default', 'true'), { timeout: 5000 });
  },
};
