import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenario } from '../storyScenario.tsx';
import { Deadline } from './Deadline.tsx';

/** One fixed moment, the provider's clock: the stories read the same on every run. */
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const clock = () => NOW;
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const meta = {
  title: 'Shared/Deadline',
  component: Deadline,
  args: { deadline: at(20), label: 'Pays by', expiredText: 'Payment window closed' },
  ...scenario({ clock }),
} satisfies Meta<typeof Deadline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 20 minutes left: running. */
export const TwentyMinutes: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Pays by .* – 20 min left/);
    await expect(text.closest('[data-phase]')).toHaveAttribute('data-phase', 'running');
  },
};

/** 4 minutes left: the warning. */
export const FourMinutes: Story = {
  args: { deadline: at(4) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/4 min left/);
    await expect(text.closest('[data-phase]')).toHaveAttribute('data-phase', 'warning');
  },
};

/** Past the deadline: the expired text. */
export const Expired: Story = {
  args: { deadline: at(-1) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Payment window closed');
    await expect(text.closest('[data-phase]')).toHaveAttribute('data-phase', 'expired');
  },
};

/** A date-only deadline (an expected delivery day) lasts to the end of that day. */
export const ExpectedDelivery: Story = {
  args: { deadline: '2026-11-25', label: 'Expected by', expiredText: 'Expected delivery date passed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Expected by 25\/11\/2026 – \d days left/)).toBeVisible();
  },
};
