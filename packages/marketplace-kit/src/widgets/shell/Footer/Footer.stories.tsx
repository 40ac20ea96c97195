import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = { title: 'Site/Footer', component: Footer, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Footer
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Static content: no data states. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('2022');
  },
};
