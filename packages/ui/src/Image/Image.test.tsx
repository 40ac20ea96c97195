import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { buildSrcSet, Image } from './Image.tsx';

const sources = { 200: '/t-200.jpg', 400: '/t-400.jpg', 600: '/t-600.jpg', 1000: '/t-1000.jpg' };

describe('Image', () => {
  it('offers every width in srcset with sizes, lazy loading and reserved dimensions', async () => {
    const { container } = render(
      <Image
        sources={sources}
        alt="Stage at the final"
        width={600}
        height={400}
        sizes="(min-width: 1000px) 33vw, 100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Stage at the final' });
    expect(image).toHaveAttribute(
      'srcset',
      '/t-200.jpg 200w, /t-400.jpg 400w, /t-600.jpg 600w, /t-1000.jpg 1000w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 1000px) 33vw, 100vw');
    expect(image).toHaveAttribute('src', '/t-600.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('builds srcset from the widths that exist only', () => {
    expect(buildSrcSet({ 1000: '/b.jpg', 200: '/a.jpg' })).toBe('/a.jpg 200w, /b.jpg 1000w');
    expect(buildSrcSet({})).toBeUndefined();
  });

  it('loads eagerly when asked (main image above the fold)', () => {
    render(<Image sources={{ 400: '/x.jpg' }} alt="" width={400} height={300} loading="eager" />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('img')).toHaveAttribute('src', '/x.jpg');
  });

  it('asks for a high fetch priority only when told (the largest image of the first screen)', () => {
    render(
      <>
        <Image
          sources={{ 400: '/lcp.jpg' }}
          alt="Main"
          width={400}
          height={300}
          loading="eager"
          fetchPriority="high"
        />
        <Image sources={{ 400: '/other.jpg' }} alt="Other" width={400} height={300} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Main' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Other' })).toHaveAttribute('fetchpriority', 'auto');
  });
});
