import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { breakpoints } from '../theme/tokens.ts';
import { Gallery, type GalleryImage } from './Gallery.tsx';

// Inline SVG sources (no network), each photo a different colour and labelled with its number and width.
// The colours only tell the photos apart; they are sample content, not theme values.
const palette = ['#00796b', '#1f5fd1', '#a1232b', '#7a4b00', '#3d4550'];
const source = (n: number, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.75)}"><rect width="100%" height="100%" fill="${palette[(n - 1) % palette.length]}"/><text x="50%" y="50%" fill="#fff" font-size="${width / 8}" text-anchor="middle" dominant-baseline="middle">${n} · ${width}w</text></svg>`,
  )}`;
const photos: GalleryImage[] = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  alt: `Ticket photo ${n}`,
  sources: { 200: source(n, 200), 400: source(n, 400), 600: source(n, 600), 1000: source(n, 1000) },
}));

/**
 * Pins the layout whatever the size of the story frame: `matchMedia` answers as a viewport of `width`
 * pixels would, until the story is torn down.
 */
function pinViewportWidth(width: number) {
  return () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
      // The pinned answer never changes, so listeners are accepted and never called.
      return {
        matches: minWidth <= width,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  };
}

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  args: { images: photos, label: 'Ticket photos', onIndexChange: fn() },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: thumbnails with the arrow keys, then the zoom dialog (Enter, ArrowRight, Escape returns focus). */
export const DesktopZoom: Story = {
  beforeEach: pinViewportWidth(breakpoints.desktop + 200),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zoom image: Ticket photo 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 5' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.tab({ shift: true });
    const main = canvas.getByRole('button', { name: 'Zoom image: Ticket photo 2' });
    await expect(main).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Zoom image' });
    await expect(within(dialog).getByRole('img', { name: 'Ticket photo 2' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: 'Ticket photo 3' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Zoom image: Ticket photo 3' })).toHaveFocus(),
    );
  },
};

/** The zoom dialog open (for its look and its axe check). */
export const DesktopZoomOpen: Story = {
  beforeEach: pinViewportWidth(breakpoints.desktop + 200),
  args: { defaultIndex: 3 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom image: Ticket photo 4' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Zoom image',
    });
    await expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeVisible();
  },
};

/** Mobile: a carousel; the thumbnails and the carousel buttons stay in step. */
export const MobileCarousel: Story = {
  beforeEach: pinViewportWidth(breakpoints.tablet - 200),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Ticket photos' });
    await expect(canvas.queryByRole('button', { name: /Zoom image/ })).not.toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    canvas.getByRole('button', { name: 'Show image 2 of 5' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Show image 5 of 5' })).toHaveFocus();
    await waitFor(() =>
      expect(within(carousel).getByRole('group', { name: '5 of 5' })).not.toHaveAttribute('inert'),
    );
  },
};

/** One image: no thumbnails. */
export const SingleImage: Story = {
  beforeEach: pinViewportWidth(breakpoints.desktop + 200),
  args: { images: photos.slice(0, 1) },
};
