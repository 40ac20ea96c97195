import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'medium', tone: 'accent' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.large, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

export const InheritsTextColour: Story = {
  args: { tone: 'inherit', label: 'Saving' },
  render: (args) => (
    <p
      style={{
        color: vars.tone.danger.foreground,
        display: 'flex',
        gap: vars.space.small,
        alignItems: 'center',
      }}
    >
      <Spinner {...args} size="small" /> Saving…
    </p>
  ),
};
