import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    title: 'Manage Address',
    children: 'Street, city and postcode.',
    defaultExpanded: false,
    isDisabled: false,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the heading button, Enter opens, Space closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Manage Address' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText('Street, city and postcode.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const Disabled: Story = { args: { isDisabled: true } };
