import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refusedCode, unreachableCode } from '#widgets/shared/storyScenario.tsx';
import { Header } from '../Header/Header.tsx';
import { chromeTexts as t } from './chromeTexts.ts';
import { shellScenario } from './shellStories.tsx';

// A file of its own: the other shell stories load the sign-in dialogs' code, and a page keeps a module once loaded.
const meta = {
  title: 'Site/AuthDialogs',
  component: Header,
  args: { location: '/genre' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The login dialog's code could not load (offline, a deploy that replaced the hashed chunks): a press on Login says
 * so in an error notice, the page stays and focus stays on Login; a later press tries again.
 */
export const LoginNotLoaded: Story = {
  ...shellScenario({ overrides: () => [unreachableCode('LoginDialog')] }),
  play: async ({ canvasElement }) => {
    const login = await within(canvasElement).findByRole('button', { name: t.login });
    await userEvent.click(login);
    await waitFor(
      () =>
        expect(refusedCode, "the page asked for the login dialog's code and the story refused it").toContain(
          'LoginDialog',
        ),
      { timeout: 20_000 },
    );
    // The notice is a toast, portalled to the document's body. The failed import comes back through the network (the
    // mock worker answers it), which can take longer than a query's default second on a busy machine.
    await expect(await within(document.body).findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      t.dialogNotLoaded,
    );
    await expect(login).toHaveFocus();
    await expect(within(document.body).queryByRole('dialog', { name: t.login })).not.toBeInTheDocument();
  },
};
