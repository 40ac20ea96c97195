import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PARTNER_REFUSALS } from '@momento/contract/routes';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { adminEmpty, adminError, adminLoading } from '../adminStories.ts';
import { partnersTexts as t } from './partnersTexts.ts';
import { AdminPartners } from './AdminPartners.tsx';

const meta = { title: 'Admin/AdminPartners', component: AdminPartners } satisfies Meta<typeof AdminPartners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every partner site with its origins and status. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: t.listLabel });
    await expect(within(table).getByRole('rowheader', { name: /Riverside Arena/ })).toBeInTheDocument();
    await expect(within(table).getByText('https://riverside.example')).toBeInTheDocument();
  },
};

export const Loading: Story = adminLoading('adminPartners');

/** No partner site yet. */
export const Empty: Story = adminEmpty(t.empty);

export const Error: Story = adminError('adminPartners');

/** Add partner refused by the rules: the origin's problem on its field, what was typed kept. */
export const AddRefused: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.addTitle }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: t.name }), 'Lakeside Hall');
    await userEvent.type(
      dialog.getByRole('textbox', { name: t.origins }),
      'https://lakeside.example/tickets',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(
      await dialog.findByText(PARTNER_REFUSALS.notExact('https://lakeside.example/tickets')),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: t.name })).toHaveValue('Lakeside Hall');
  },
};
