import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { StarRating, starRatingSizes } from './StarRating.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';

const meta = {
  title: 'Media/StarRating',
  component: StarRating,
  args: { value: 4, size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: starRatingSizes },
    value: { control: { type: 'range', min: 0, max: 5, step: 1 } },
  },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4 out of 5' })).toBeVisible();
  },
};

export const DisplaySizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} />
      ))}
      <StarRating value={0} />
    </div>
  ),
};

/** Keyboard: Tab into the stars, arrows choose the rating. */
export const Input: Story = {
  render: () => (
    <StarRatingInput label="Your rating" defaultValue={2} onChange={fn()} description="Rate the seller" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const InputEmpty: Story = { render: () => <StarRatingInput label="Your rating" /> };

export const InputWithError: Story = {
  render: () => <StarRatingInput label="Your rating" isRequired errorMessage="Please choose a rating" />,
};

export const InputDisabled: Story = {
  render: () => <StarRatingInput label="Your rating" defaultValue={3} isDisabled />,
};
