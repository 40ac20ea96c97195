import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Avatar, avatarSizes, defaultAvatarSrc } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the image at each spec size with its alt text', async () => {
    const { container } = render(
      <>
        {avatarSizes.map((size) => (
          <Avatar key={size} src={`/ada-${size}.jpg`} alt={`Ada ${size}`} size={size} />
        ))}
      </>,
    );
    for (const size of avatarSizes) {
      const image = screen.getByRole('img', { name: `Ada ${size}` });
      expect(image).toHaveAttribute('src', `/ada-${size}.jpg`);
      expect(image).toHaveAttribute('width', String(size));
      expect(image).toHaveAttribute('height', String(size));
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the default avatar without a src and when the image fails to load', () => {
    const { rerender } = render(<Avatar src={null} alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', defaultAvatarSrc);
    rerender(<Avatar src="/broken.jpg" alt="Ada" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('src', '/broken.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', defaultAvatarSrc);
    expect(image).toHaveAttribute('data-default', 'true');
  });
});
