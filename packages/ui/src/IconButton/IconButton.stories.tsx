import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { IconButton } from './IconButton.tsx';

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onPress: fn(), variant: 'ghost', tone: 'neutral' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} tone="accent" label={`Close (${variant})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </Inline>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, pendingLabel: 'Closing' } };
