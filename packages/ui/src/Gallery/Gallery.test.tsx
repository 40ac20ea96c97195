import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { UIProvider } from '../Provider/UIProvider.tsx';
import { Gallery, type GalleryImage } from './Gallery.tsx';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  id: n,
  alt: `Ticket photo ${n}`,
  sources: { 200: `/p${n}-200.jpg`, 400: `/p${n}-400.jpg`, 600: `/p${n}-600.jpg`, 1000: `/p${n}-1000.jpg` },
}));

/** Makes `matchMedia` answer as a viewport of the given width would. */
function setViewportWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Gallery on desktop', () => {
  it('shows the selected image with a srcset and thumbnails named by position, marking the current one', () => {
    setViewportWidth(1200);
    render(<Gallery images={images} label="Ticket photos" defaultIndex={1} />);
    const gallery = screen.getByRole('group', { name: 'Ticket photos' });
    const main = within(gallery).getByRole('button', { name: 'Zoom image: Ticket photo 2' });
    expect(within(main).getByRole('img', { name: 'Ticket photo 2' })).toHaveAttribute(
      'srcset',
      '/p2-200.jpg 200w, /p2-400.jpg 400w, /p2-600.jpg 600w, /p2-1000.jpg 1000w',
    );
    const thumbnails = within(screen.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(screen.getByRole('button', { name: 'Show image 2 of 3', current: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('selects a thumbnail on click and moves between thumbnails with the arrow keys, Home and End', async () => {
    setViewportWidth(1200);
    const onIndexChange = vi.fn();
    const user = userEvent.setup();
    render(<Gallery images={images} label="Ticket photos" onIndexChange={onIndexChange} />);

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Zoom image: Ticket photo 3' })).toBeInTheDocument();
    expect(onIndexChange).toHaveBeenLastCalledWith(2);

    await user.keyboard('{ArrowLeft}');
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Zoom image: Ticket photo 2' })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus();
    // Only the current thumbnail is a Tab stop.
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens a zoom dialog from the main image, pages with buttons and arrow keys, and closes with Escape returning focus', async () => {
    setViewportWidth(1200);
    const user = userEvent.setup();
    render(<Gallery images={images} label="Ticket photos" />);
    const main = screen.getByRole('button', { name: 'Zoom image: Ticket photo 1' });

    await user.tab();
    expect(main).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Zoom image' });
    expect(within(dialog).getByRole('img', { name: 'Ticket photo 1' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'Ticket photo 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Ticket photo 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'Ticket photo 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByRole('img', { name: 'Ticket photo 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const mainAfter = screen.getByRole('button', { name: 'Zoom image: Ticket photo 3' });
    await waitFor(() => expect(mainAfter).toHaveFocus());
  });

  it('closes the zoom dialog with its close button', async () => {
    setViewportWidth(1200);
    const user = userEvent.setup();
    render(
      <Gallery
        images={images}
        label="Ticket photos"
        zoomLabel="Enlarged photo"
        formatZoomLabel={(n, total) => `Zoom image ${n} of ${total}`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Zoom image 1 of 3' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Enlarged photo' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations, closed and with the zoom dialog open', async () => {
    setViewportWidth(1200);
    const user = userEvent.setup();
    const { container } = render(<Gallery images={images} label="Ticket photos" />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zoom image: Ticket photo 1' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('Gallery inside a shadow root (embed)', () => {
  it('opens the zoom dialog in the provider container inside the shadow root', async () => {
    setViewportWidth(1200);
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const appRoot = document.createElement('div');
    const overlayRoot = document.createElement('div');
    shadowRoot.append(appRoot, overlayRoot);
    try {
      render(
        <UIProvider portalContainer={overlayRoot}>
          <Gallery images={images} label="Ticket photos" />
        </UIProvider>,
        { container: appRoot },
      );
      // A virtual click (as from a screen reader): user-event's pointer and keyboard simulation target the
      // shadow host in jsdom, not the button inside the shadow root.
      fireEvent.click(within(appRoot).getByRole('button', { name: 'Zoom image: Ticket photo 1' }));
      const dialog = within(overlayRoot).getByRole('dialog', { name: 'Zoom image' });
      expect(within(dialog).getByRole('img', { name: 'Ticket photo 1' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      host.remove();
    }
  });
});

describe('Gallery on mobile', () => {
  it('shows the images in a carousel that follows the thumbnails, without a zoom button', async () => {
    setViewportWidth(400);
    const user = userEvent.setup();
    const { container } = render(<Gallery images={images} label="Ticket photos" />);
    const carousel = screen.getByRole('region', { name: 'Ticket photos' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.queryByRole('button', { name: /Zoom image/ })).not.toBeInTheDocument();

    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(within(carousel).getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toHaveAttribute('inert');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Gallery without matchMedia', () => {
  it('falls back to the desktop layout', () => {
    vi.stubGlobal('matchMedia', undefined);
    try {
      render(<Gallery images={images} label="Ticket photos" />);
      expect(screen.getByRole('button', { name: 'Zoom image: Ticket photo 1' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing without images and no thumbnails for a single image', () => {
    setViewportWidth(1200);
    const { container, rerender } = render(<Gallery images={[]} label="Ticket photos" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Gallery images={images.slice(0, 1)} label="Ticket photos" />);
    expect(screen.queryByRole('group', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });
});
