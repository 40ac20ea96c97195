import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imageFits, Image } from './Image.tsx';

// Inline SVG sources labelled with their width, so the story shows which one the browser picked.
const source = (width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.66)}"><rect width="100%" height="100%" fill="#00796b"/><text x="50%" y="50%" fill="#fff" font-size="${width / 8}" text-anchor="middle" dominant-baseline="middle">${width}w</text></svg>`,
  )}`;
const sources = { 200: source(200), 400: source(400), 600: source(600), 1000: source(1000) };

const meta = {
  title: 'Media/Image',
  component: Image,
  args: {
    sources,
    alt: 'Stage at the cup final',
    width: 600,
    height: 396,
    sizes: '(min-width: 600px) 600px, 100vw',
    fit: 'cover',
  },
  argTypes: { fit: { control: 'inline-radio', options: imageFits } },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Stage at the cup final' })).toHaveAttribute(
      'srcset',
    );
  },
};
export const Rounded: Story = { args: { isRounded: true, loading: 'eager' } };
export const OnlySmallSource: Story = { args: { sources: { 200: sources[200] }, width: 200, height: 132 } };
