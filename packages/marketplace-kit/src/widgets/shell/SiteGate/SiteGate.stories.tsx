import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_PASSWORD } from '#mocks/index.ts';
import { pendingReply, shellScenario } from '../AppShell/shellStories.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { SiteGate } from './SiteGate.tsx';

const meta = {
  title: 'Site/SiteGate',
  component: SiteGate,
  args: { children: <p>The site</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteGate>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(t.email), 'preview@momento.example');
  await userEvent.type(canvas.getByLabelText(t.password), password);
  await userEvent.click(canvas.getByRole('button', { name: t.login }));
}

/** The gate's credentials open the site. */
export const Success: Story = {
  ...shellScenario({ gatePassed: false }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, MOCK_PASSWORD);
    await expect(await within(canvasElement).findByText('The site')).toBeInTheDocument();
  },
};

/** In progress: the gate login never answers. */
export const Loading: Story = {
  ...shellScenario({ gatePassed: false, overrides: () => [pendingReply('post', '/sitelogin.php')] }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, MOCK_PASSWORD);
    await expect(within(canvasElement).getByRole('button', { name: /Login/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Idle: the form, nothing typed yet. */
export const Empty: Story = { ...shellScenario({ gatePassed: false }) };

/** Wrong credentials: the error state with the server's message. */
export const Error: Story = {
  ...shellScenario({ gatePassed: false }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'wrong');
    await expect(await within(canvasElement).findByText('Invalid email or password.')).toBeInTheDocument();
  },
};
