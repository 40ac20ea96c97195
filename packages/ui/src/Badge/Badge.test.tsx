import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Badge, badgeTones } from './Badge.tsx';

describe('Badge', () => {
  it('renders its text with the tone as a data attribute, defaulting to neutral', async () => {
    const { container } = render(
      <p>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {`Status ${tone}`}
          </Badge>
        ))}
        <Badge>Default</Badge>
      </p>,
    );
    for (const tone of badgeTones) {
      expect(screen.getByText(`Status ${tone}`)).toHaveAttribute('data-tone', tone);
    }
    expect(screen.getByText('Default')).toHaveAttribute('data-tone', 'neutral');
    expect(await axeViolations(container)).toEqual([]);
  });
});
