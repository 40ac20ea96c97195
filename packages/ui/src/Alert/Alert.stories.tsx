import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Alert, alertTones } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Your listing is under review.', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`Tone ${tone}`} role="none">
          A message in the {tone} tone.
        </Alert>
      ))}
    </div>
  ),
};

/** Keyboard: the dismiss button is reachable with Tab and works with Enter. */
export const Dismissable: Story = {
  args: { tone: 'danger', title: 'Payment failed', children: 'Try another card.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Payment failed');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
