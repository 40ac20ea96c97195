import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to Cart', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const VariantsAndTones: Story = {
  render: (args) => (
    <Stack>
      {buttonTones.map((tone) => (
        <Inline key={tone}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>{`${variant} ${tone}`}</Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>{`Size ${size}`}</Button>
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Adding to cart' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Add to Cart/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Add to Cart Adding to cart');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveDemo() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} pendingLabel="Saving" onPress={() => setPending(true)}>
      Save
    </Button>
  );
}

export const PendingAfterPress: Story = {
  render: () => <SaveDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = within(canvasElement).getByRole('button', { name: 'Save Saving' });
    await expect(button).toHaveFocus();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Checkout' } };
