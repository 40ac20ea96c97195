import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Carousel } from './Carousel.tsx';

// jsdom's matchMedia (test/setup-dom.ts) matches nothing: the carousel shows one slide, as under 600 px.
function Example({ onIndexChange }: { onIndexChange?: (index: number) => void }) {
  return (
    <Carousel aria-label="Featured events" onIndexChange={onIndexChange}>
      {['Concert', 'Final', 'Festival', 'Opera'].map((name) => (
        <article key={name}>
          <h3>{name}</h3>
          <a href={`#${name}`}>View {name}</a>
        </article>
      ))}
    </Carousel>
  );
}

function visibleSlide() {
  const visible = screen.getAllByRole('group').filter((slide) => slide.hasAttribute('data-visible'));
  expect(visible).toHaveLength(1);
  return visible[0]!;
}

describe('Carousel', () => {
  it('is a named carousel whose slides are labelled "n of m" and only the visible one is reachable', async () => {
    const { container } = render(<Example />);
    const carousel = screen.getByRole('region', { name: 'Featured events' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves with the previous and next buttons', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Example onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 4');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleSlide()).toHaveAccessibleName('4 of 4');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(visibleSlide()).toHaveAccessibleName('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 4');
  });

  it('moves with the Left and Right arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Concert' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('2 of 4');
    // Focus follows to the newly visible slide, so the next key press still reaches the carousel.
    expect(visibleSlide()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('4 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 4');
    expect(within(visibleSlide()).getByRole('link', { name: 'View Festival' })).toBeInTheDocument();
  });

  it('moves with a horizontal swipe and ignores a tap', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const slide = visibleSlide();
    await user.pointer([
      { keys: '[MouseLeft>]', target: slide, coords: { clientX: 300, clientY: 10 } },
      { target: slide, coords: { clientX: 200, clientY: 12 } },
      { keys: '[/MouseLeft]', target: slide, coords: { clientX: 200, clientY: 12 } },
    ]);
    expect(visibleSlide()).toHaveAccessibleName('2 of 4');
    await user.pointer([
      { keys: '[MouseLeft>]', target: visibleSlide(), coords: { clientX: 100, clientY: 10 } },
      { keys: '[/MouseLeft]', target: visibleSlide(), coords: { clientX: 110, clientY: 10 } },
    ]);
    expect(visibleSlide()).toHaveAccessibleName('2 of 4');
    await user.pointer([
      { keys: '[MouseLeft>]', target: visibleSlide(), coords: { clientX: 100, clientY: 10 } },
      { target: visibleSlide(), coords: { clientX: 250, clientY: 10 } },
      { keys: '[/MouseLeft]', target: visibleSlide(), coords: { clientX: 250, clientY: 10 } },
    ]);
    expect(visibleSlide()).toHaveAccessibleName('1 of 4');
  });

  it('hides the controls when every slide fits', () => {
    render(
      <Carousel aria-label="One">
        <p>Only slide</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
