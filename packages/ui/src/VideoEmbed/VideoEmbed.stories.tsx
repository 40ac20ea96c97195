import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed.tsx';

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  args: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Signed shirt close-up' },
  // The players live on the internet; story tests only check the markup.
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Signed shirt close-up').tagName).toBe('IFRAME');
  },
};
export const Vimeo: Story = { args: { url: 'https://vimeo.com/76979871', title: 'Stadium tour' } };
export const VideoFile: Story = {
  args: { url: '/video/does-not-exist.mp4', title: 'Unboxing' },
  // Not photographed: Chromium's own video controls hide their loading spinner on a timer of their own after the
  // file fails, which the page's styles cannot stop, so the spinner is in a screenshot or not by timing.
  tags: ['no-visual'],
};
