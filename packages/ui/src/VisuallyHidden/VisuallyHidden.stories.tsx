import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenReaderText: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add to favourites' }),
    ).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  render: () => (
    <>
      <VisuallyHidden isFocusable>
        <a href="#main">Skip to content</a>
      </VisuallyHidden>
      <main id="main">Press Tab to reveal the skip link.</main>
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
