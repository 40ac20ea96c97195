import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { shellScenario } from '#widgets/shell/AppShell/shellStories.tsx';
import { shellTexts } from '#widgets/shell/AppShell/texts.ts';
import { FOLLOW_TEXTS, followTexts as t } from '../followTexts.ts';
import { SaveSearchButton } from './SaveSearchButton.tsx';

const meta = {
  title: 'Browse/SaveSearchButton',
  component: SaveSearchButton,
  args: { filters: { q: 'Queen', venue: '2' } },
} satisfies Meta<typeof SaveSearchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog, its name suggested from the filters, the filters in words and the alert choice. */
export const Open: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.saveTitle }, { timeout: 10_000 }),
    );
    await expect(dialog.getByRole('textbox', { name: new RegExp(t.name) })).toHaveValue('Queen');
    await expect(await dialog.findByText('Keyword "Queen" · Venue: Wembley Stadium, London')).toBeVisible();
  },
};

/** A name the buyer already uses: the refusal shows on the field, the name stays as typed. */
export const NameTaken: Story = {
  ...shellScenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.saveTitle }, { timeout: 10_000 }),
    );
    const name = dialog.getByRole('textbox', { name: new RegExp(t.name) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Queen at Wembley');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText(FOLLOW_REFUSALS.searchNameTaken)).toBeVisible();
    await expect(name).toHaveValue('Queen at Wembley');
  },
};

/** A visitor: the login dialog opens instead. */
export const Visitor: Story = {
  ...shellScenario(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: FOLLOW_TEXTS.saveSearch }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: shellTexts.loginTitle }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
