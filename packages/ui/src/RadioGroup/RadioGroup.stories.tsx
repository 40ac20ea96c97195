import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    onChange: fn(),
    children: [
      <Radio key="e" value="electronic">
        Electronic ticket
      </Radio>,
      <Radio key="p" value="post">
        By post
      </Radio>,
      <Radio key="c" value="collect" isDisabled>
        Collect at venue
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Electronic ticket' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'By post' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('post');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'post' } };
export const Invalid: Story = { args: { errorMessage: 'Choose a delivery method', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'electronic' } };
