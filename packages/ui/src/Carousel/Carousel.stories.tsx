import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Carousel } from './Carousel.tsx';

const events = ['Concert', 'Cup final', 'Festival', 'Opera', 'Comedy night', 'Derby'];

function Demo({ count, onIndexChange }: { count: number; onIndexChange: (index: number) => void }) {
  return (
    <Carousel aria-label="Featured events" onIndexChange={onIndexChange}>
      {events.slice(0, count).map((name) => (
        <article
          key={name}
          style={{
            display: 'grid',
            gap: vars.space.small,
            padding: vars.space.large,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.medium,
            background: vars.color.surface,
          }}
        >
          <h3>{name}</h3>
          <a href={`#${name}`}>View {name}</a>
        </article>
      ))}
    </Carousel>
  );
}

const meta = {
  title: 'Media/Carousel',
  component: Demo,
  args: { count: 6, onIndexChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into a slide, ArrowRight/ArrowLeft move; the Next button moves too. */
export const KeyboardAndButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Featured events' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Concert' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await expect(canvas.getByRole('group', { name: '2 of 6' })).not.toHaveAttribute('inert');
  },
};

export const FewSlides: Story = { args: { count: 2 } };
