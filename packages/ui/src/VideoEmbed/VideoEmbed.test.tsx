import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { toEmbedUrl, VideoEmbed } from './VideoEmbed.tsx';

describe('VideoEmbed', () => {
  it('turns YouTube and Vimeo page URLs into embed URLs', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc_123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_123',
    );
    expect(toEmbedUrl('https://youtu.be/abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://example.com/clip.mp4')).toBeNull();
    expect(toEmbedUrl('not a url')).toBeNull();
  });

  it('renders a titled iframe for a YouTube URL, without autoplay', () => {
    // No axe run here: axe in jsdom cannot enter iframes ("Respondable target must be a frame"); the Storybook
    // story runs axe on the player in Chromium.
    render(<VideoEmbed url="https://youtu.be/abc_123" title="Signed shirt close-up" />);
    const frame = screen.getByTitle('Signed shirt close-up');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).not.toMatch(/autoplay/);
  });

  it('renders a native video with controls for a file URL, without autoplay', async () => {
    const { container } = render(<VideoEmbed url="https://cdn.example.com/clip.mp4" title="Unboxing" />);
    const video = screen.getByLabelText('Unboxing');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(await axeViolations(container)).toEqual([]);
  });
});
